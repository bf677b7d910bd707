import { sql } from 'drizzle-orm'
import {
  admitMessages,
  CODE_KINDS,
  ORDER_EVENT_KINDS,
  SUPPRESSION_TEXT,
  type AdmissionCandidate,
  type NumberUsage,
  type SmsBudget,
} from '#core/notifications/sms-budget.ts'
import type { Database } from '#server/db/client.ts'
import type { ClaimedMessage } from './outbox.repo.ts'

/**
 * The SMS budget and the made-up account rule (core/notifications/sms-budget.ts), applied where
 * every message passes whoever wrote it: when the worker has claimed it and before any provider
 * sees it. Checkout, price alerts, logins and scripts all write their own rows, in their own
 * statements; the claim is the one gate they share, on every node.
 *
 * The decision for a number is taken under a transaction-scoped advisory lock on that number, so
 * sweeps on several nodes that claimed messages to the same number take turns: each counts what
 * the one before it admitted (its commit is visible to the next statement) and the budget holds
 * however many were written at once. Locks are taken in the numbers' sorted order, so two sweeps
 * never wait on each other crosswise.
 */

/** Kinds that do not count against the hourly budget: codes and order events. */
const NOT_HOURLY = JSON.stringify([...CODE_KINDS, ...ORDER_EVENT_KINDS])

/**
 * Admits or suppresses `claims`: returns the ones to send. A suppressed message is kept with
 * status 'suppressed', its reason as last error and no attempt counted. An SMS let through gets
 * `admitted_at` (the budget counts that), once: a retry is not counted again.
 */
export async function admitClaims(
  database: Database,
  claims: readonly ClaimedMessage[],
  budget: SmsBudget,
): Promise<ClaimedMessage[]> {
  const undecided = claims.filter((c) => !c.admitted && (c.channel === 'sms' || c.seededAccount))
  if (undecided.length === 0) return [...claims]
  const candidates: AdmissionCandidate[] = undecided
    .map((c) => ({
      id: c.id,
      channel: c.channel,
      kind: c.kind,
      recipient: c.recipient,
      seededAccount: c.seededAccount,
    }))
    .sort((a, b) => a.id - b.id)
  const numbers = [
    ...new Set(candidates.filter((c) => c.channel === 'sms').map((c) => c.recipient)),
  ].sort()
  const byId = new Map(undecided.map((c) => [c.id, c]))

  const decisions = await database.db.transaction(async (tx) => {
    const usage = new Map<string, NumberUsage>()
    if (numbers.length > 0) {
      const list = JSON.stringify(numbers)
      await tx.execute(sql`
        select pg_advisory_xact_lock(hashtextextended('sms-budget:' || n, 0))
          from jsonb_array_elements_text(${list}::jsonb) with ordinality as x(n, i)
         order by i`)
      const { rows } = await tx.execute<{ recipient: string; day: number; other_hour: number }>(sql`
        select recipient, count(*)::int as day,
               (count(*) filter (where admitted_at > now() - interval '1 hour'
                  and kind not in (select jsonb_array_elements_text(${NOT_HOURLY}::jsonb))))::int as other_hour
          from outbox
         where channel = 'sms' and admitted_at > now() - interval '1 day'
           and recipient in (select jsonb_array_elements_text(${list}::jsonb))
         group by recipient`)
      for (const r of rows)
        usage.set(r.recipient, { day: Number(r.day), otherHour: Number(r.other_hour) })
    }
    const decided = admitMessages(candidates, usage, budget)
    const input = decided.map((d) => ({
      id: d.id,
      attempts: byId.get(d.id)?.attempts ?? 0,
      sms: byId.get(d.id)?.channel === 'sms',
      admit: d.admit,
      reason: d.admit ? null : SUPPRESSION_TEXT[d.reason],
    }))
    // Only while this claim holds the message (same attempt, still pending), as recordAttempts.
    const { rows } = await tx.execute<{ id: string | number }>(sql`
      update outbox o
         set admitted_at = case when x.admit and x.sms then now() else o.admitted_at end,
             status = case when x.admit then o.status else 'suppressed' end,
             last_error = case when x.admit then o.last_error else x.reason end,
             attempts = case when x.admit then o.attempts else greatest(o.attempts - 1, 0) end
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
             as x(id bigint, attempts int, sms boolean, admit boolean, reason text)
       where o.id = x.id and o.status = 'pending' and o.attempts = x.attempts
      returning o.id`)
    const held = new Set(rows.map((r) => Number(r.id)))
    return new Map(decided.map((d) => [d.id, d.admit && held.has(d.id)]))
  })
  return claims.filter((c) => decisions.get(c.id) ?? true)
}
