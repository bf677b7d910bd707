import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  messageLanguage,
  renderMessage,
  withIndiaPrefix,
  type MessageData,
  type MessageKind,
} from '#core/notifications/messages.ts'
import type { OutboxChannel, OutboxStatus } from '#core/notifications/outbox.ts'
import type { Executor } from '#server/db/client.ts'
import { outbox, users } from '#server/db/schema/index.ts'

/**
 * Writing messages to the outbox, in the caller's transaction (docs/decisions/005-notification-outbox.md).
 * Any feature whose change should tell someone calls `enqueue`; the notifications feature sends
 * what is written (its worker and providers) and shows it.
 */

/** NOTIFY channel: a message became due. Worker nodes LISTEN and start a sweep at once. */
export const OUTBOX_DUE_CHANNEL = 'outbox_due'

/** What an outbox row's payload holds: the rendered message, ready for a provider. */
export const OutboxPayloadSchema = z.object({
  toName: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  /** One-click unsubscribe URL for the List-Unsubscribe header (price alerts' emails). */
  listUnsubscribe: z.string().optional(),
})
export type OutboxPayload = z.infer<typeof OutboxPayloadSchema>

export interface EnqueueInput<K extends MessageKind = MessageKind> {
  /** Whom the message is about; null for none. */
  userId: string | null
  kind: K
  data: MessageData<K>
  /** Where to send. Read from the user's account when left out. */
  to?: { name: string; phone: string | null; email: string | null }
  /**
   * The language to write in (one of LANGUAGES, #core/i18n/languages.ts): the user's `users.language`. Read
   * from the account when left out (English when there is no account).
   */
  language?: string
  /**
   * One key per event, e.g. `orderStatus:<orderId>:Delivered`: enqueueing the same event again
   * adds nothing. A fresh key is made when left out.
   */
  eventKey?: string
}

export interface EnqueuedMessage {
  id: number
  channel: OutboxChannel
  status: OutboxStatus
}

/**
 * Writes the messages of one event (an SMS, an email, as the kind renders) to the outbox, in
 * `tx` — the caller's transaction, so the messages exist exactly when their cause does. A part
 * without a recipient (no phone, an empty email address) is stored as 'skipped' and logged, as
 * the original app skipped an email to an empty address, and so do we. Nothing is sent here.
 */
export async function enqueue<K extends MessageKind>(
  tx: Executor,
  input: EnqueueInput<K>,
  log?: FastifyBaseLogger,
): Promise<EnqueuedMessage[]> {
  let to = input.to
  let language = input.language
  if (!to || (language === undefined && input.userId)) {
    if (!input.userId) throw new Error('bug: enqueue needs a userId or a recipient')
    const [row] = await tx
      .select({
        name: users.name,
        phone: users.phone,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, input.userId))
    to ??= row ?? { name: '', phone: null, email: null }
    language ??= row?.language
  }
  const rows = outboxRows(input, to, language)
  if (rows.length === 0) return []
  const inserted = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id, channel: outbox.channel, status: outbox.status })
  for (const row of inserted) {
    if (row.status === 'skipped') {
      log?.error(
        { outboxId: row.id, kind: input.kind, channel: row.channel, userId: input.userId },
        `${row.channel === 'email' ? 'Email' : 'SMS'} not sent: the user has no ${row.channel === 'email' ? 'email address' : 'phone number'}`,
      )
    }
  }
  if (inserted.some((r) => r.status === 'pending')) {
    // Delivered on commit; a worker that misses it finds the row on its next sweep anyway.
    await tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
  }
  return inserted
}

/**
 * The outbox rows of one event (an SMS, an email, as the kind renders) for a known recipient: a
 * part without one (no phone, an empty email address) is made 'skipped'.
 */
export function outboxRows<K extends MessageKind>(
  input: EnqueueInput<K>,
  to: { name: string; phone: string | null; email: string | null },
  language: string | undefined,
): Array<typeof outbox.$inferInsert> {
  const rendered = renderMessage(input.kind, input.data, messageLanguage(language))
  const eventKey = input.eventKey ?? `${input.kind}:${randomUUID()}`
  const rows: Array<typeof outbox.$inferInsert> = []
  if (rendered.sms !== undefined) {
    const phone = to.phone?.trim() ?? ''
    const payload: OutboxPayload = { toName: to.name, text: rendered.sms }
    rows.push({
      userId: input.userId,
      kind: input.kind,
      channel: 'sms',
      recipient: phone === '' ? '' : withIndiaPrefix(phone),
      payload,
      idempotencyKey: `${eventKey}:sms`,
      ...(phone === '' ? { status: 'skipped', lastError: 'No phone number.' } : {}),
    })
  }
  if (rendered.email !== undefined) {
    const email = to.email?.trim() ?? ''
    const payload: OutboxPayload = {
      toName: to.name,
      subject: rendered.email.subject,
      text: rendered.email.text,
      ...(rendered.email.html === undefined ? {} : { html: rendered.email.html }),
      ...(rendered.email.listUnsubscribe === undefined
        ? {}
        : { listUnsubscribe: rendered.email.listUnsubscribe }),
    }
    rows.push({
      userId: input.userId,
      kind: input.kind,
      channel: 'email',
      recipient: email,
      payload,
      idempotencyKey: `${eventKey}:email`,
      ...(email === '' ? { status: 'skipped', lastError: 'No email address.' } : {}),
    })
  }
  return rows
}

/**
 * Writes many events' messages (each made by `outboxRows`) in one statement, in `tx`, and wakes
 * the workers once. Nothing is sent here; a key enqueued before adds nothing (as `enqueue`).
 */
export async function enqueueRows(
  tx: Executor,
  rows: Array<typeof outbox.$inferInsert>,
): Promise<void> {
  if (rows.length === 0) return
  const input = rows.map(outboxRecord)
  // One round trip: the rows, and the workers' wake-up when any is due.
  await tx.execute(sql`
    with ins as (
      insert into ${outbox} (user_id, kind, channel, recipient, payload, idempotency_key, status, last_error)
      select user_id, kind, channel, recipient, payload, idempotency_key, status, last_error
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(user_id text, kind text,
             channel text, recipient text, payload jsonb, idempotency_key text, status text,
             last_error text)
      on conflict (idempotency_key) do nothing
      returning status
    )
    select pg_notify(${OUTBOX_DUE_CHANNEL}, '') where exists (select 1 from ins where status = 'pending')`)
}

/**
 * An outbox row as a record of `jsonb_to_recordset(…) as x(user_id text, kind text, channel text,
 * recipient text, payload jsonb, idempotency_key text, status text, last_error text)`, for a
 * statement that writes many (`enqueueRows`, checkout's batch statement).
 */
export function outboxRecord(r: typeof outbox.$inferInsert) {
  return {
    user_id: r.userId ?? null,
    kind: r.kind,
    channel: r.channel,
    recipient: r.recipient,
    payload: r.payload,
    idempotency_key: r.idempotencyKey,
    status: r.status ?? 'pending',
    last_error: r.lastError ?? null,
  }
}

/**
 * Withdraws an event's messages (enqueued with `eventKey`) that no worker has claimed yet — ones
 * written with a later due time, such as a farmer's new-order notice: they become 'skipped' with
 * `reason`, in `tx`. A message claimed once (perhaps sent) is left as it is. Returns the
 * channels withdrawn. A worker claiming the row at the same moment is ordered by the row lock:
 * whichever comes second sees the other's change.
 */
export async function withdrawUnclaimed(
  tx: Executor,
  eventKey: string,
  reason: string,
  channels: readonly OutboxChannel[] = ['sms', 'email'],
): Promise<OutboxChannel[]> {
  if (channels.length === 0) return []
  const rows = await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: reason })
    .where(
      and(
        inArray(
          outbox.idempotencyKey,
          channels.map((c) => `${eventKey}:${c}`),
        ),
        eq(outbox.status, 'pending'),
        eq(outbox.attempts, 0),
      ),
    )
    .returning({ channel: outbox.channel })
  return rows.map((r) => r.channel)
}
