import type { FastifyRequest } from 'fastify'
import type { Executor } from '#server/db/client.ts'
import { auditEvents } from '#server/db/schema/index.ts'

/**
 * The audit trail (`audit_events`, append-only: the database refuses UPDATE and DELETE). Any
 * feature records an action with `recordAudit(tx, …)` in the transaction of the change itself, so
 * the row exists exactly when the change does: a rolled-back change leaves no row, and a recorded
 * row always names a change that happened.
 */

/** Who acted: an account in one of its roles, or null for the system (a command, a job). */
export type AuditActor = { id: string; role: string } | null

export interface AuditInput {
  actor: AuditActor
  /** `<entity>.<verb>`: 'user.suspend', 'outbox.retry'. */
  action: string
  target: { type: string; id: string }
  /** The parts of the target the action changed, as they were and as they are. */
  before?: unknown
  after?: unknown
  /** The request that did it: its id (as in the logs) and the caller's address. */
  request?: { id: string; ip: string }
}

export async function recordAudit(tx: Executor, input: AuditInput): Promise<number> {
  const [row] = await tx
    .insert(auditEvents)
    .values({
      actorId: input.actor?.id ?? null,
      actorRole: input.actor?.role ?? 'system',
      action: input.action,
      targetType: input.target.type,
      targetId: input.target.id,
      before: input.before ?? null,
      after: input.after ?? null,
      requestId: input.request?.id ?? null,
      ip: input.request?.ip ?? null,
    })
    .returning({ id: auditEvents.id })
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING of one row returns it
  return row!.id
}

/** The request part of an audit row. */
export const auditRequest = (request: FastifyRequest) => ({ id: request.id, ip: request.ip })
