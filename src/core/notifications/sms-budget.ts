/**
 * What the outbox may send to one phone number, as plain functions: every SMS, whatever wrote
 * it, is held to a budget per number (so many a day, and fewer an hour for anything that is not
 * a code or an order event), numbers in the made-up range are never sent to, and neither is any
 * message to an account made by the migration or the seed. The worker applies these when it
 * claims a message (features/notifications/sms-admission.repo.ts). Pure: no clock, no I/O.
 */

/** Messages that carry a one-time code (features/account/phone-codes.ts). */
export const CODE_KINDS: readonly string[] = ['phoneCode']

/** Order events: someone bought, shipped, cancelled, declined or did not pay. */
export const ORDER_EVENT_KINDS: readonly string[] = [
  'orderStatus',
  'newOrder',
  'orderCancelled',
  'orderDeclined',
  'paymentExpired',
  'orderPlaced',
  'paymentReceived',
  'refundIssued',
  'deliveryUpdate',
]

/** Whether an SMS of `kind` counts against the hourly budget (anything but codes and order events). */
export function countsAgainstHourly(kind: string): boolean {
  return !CODE_KINDS.includes(kind) && !ORDER_EVENT_KINDS.includes(kind)
}

/**
 * The made-up range: +91 followed by a number starting with 0. India's numbers never start with
 * 0 after the country code (0 is the trunk prefix), so no phone anywhere answers one. The
 * catalogue's farmers and the demo accounts get numbers from +91 00000 00000 to +91 00000 99999.
 */
export const MADE_UP_PHONE_PREFIX = '+9100000'

/** A made-up number from its last five digits (0–99999), e.g. 12345 → +910000012345. */
export function madeUpPhone(n: number): string {
  return `${MADE_UP_PHONE_PREFIX}${String(Math.abs(Math.trunc(n)) % 100_000).padStart(5, '0')}`
}

/** Whether `phone` (stored form, +91 and 10 digits) cannot reach a phone: +91 then a 0. */
export function isUnreachablePhone(phone: string): boolean {
  return /^\+910\d*$/.test(phone.replace(/[\s-]/g, ''))
}

export interface SmsBudget {
  /** SMS one number may get in 24 hours, whatever their kind. */
  perNumberPerDay: number
  /** SMS other than codes and order events one number may get in an hour. */
  otherPerNumberPerHour: number
}

/** What one number was already sent (admitted) recently. */
export interface NumberUsage {
  /** SMS admitted in the last 24 hours. */
  day: number
  /** SMS admitted in the last hour that count against the hourly budget. */
  otherHour: number
}

export interface AdmissionCandidate {
  id: number
  channel: 'sms' | 'email'
  kind: string
  recipient: string
  /** The account the message is about was made by the migration or the seed. */
  seededAccount: boolean
}

export type AdmissionReason =
  'seeded_account' | 'unreachable_number' | 'daily_budget' | 'hourly_budget'

export type Admission =
  { id: number; admit: true } | { id: number; admit: false; reason: AdmissionReason }

/** The words `npm run outbox` and the message's last error show for a suppression. */
export const SUPPRESSION_TEXT: Record<AdmissionReason, string> = {
  seeded_account: 'Suppressed: the account was made by the migration or the seed.',
  unreachable_number: 'Suppressed: the number is in the made-up range.',
  daily_budget: 'Suppressed: the number had its SMS for the day.',
  hourly_budget: 'Suppressed: the number had its SMS other than codes and orders for the hour.',
}

/**
 * Decides, in order, which of `candidates` may be sent: a message to a made-up account or number
 * never; an SMS while its number's day (and, for kinds other than codes and order events, hour)
 * has budget left, each admitted one using it up for the next. `usage` is what each number had
 * before these (missing: none). Emails are held to no budget, only to the account rule.
 */
export function admitMessages(
  candidates: readonly AdmissionCandidate[],
  usage: ReadonlyMap<string, NumberUsage>,
  budget: SmsBudget,
): Admission[] {
  const used = new Map<string, NumberUsage>()
  return candidates.map((c): Admission => {
    if (c.seededAccount) return { id: c.id, admit: false, reason: 'seeded_account' }
    if (c.channel !== 'sms') return { id: c.id, admit: true }
    if (isUnreachablePhone(c.recipient))
      return { id: c.id, admit: false, reason: 'unreachable_number' }
    const u = used.get(c.recipient) ?? { ...(usage.get(c.recipient) ?? { day: 0, otherHour: 0 }) }
    used.set(c.recipient, u)
    if (u.day >= budget.perNumberPerDay) return { id: c.id, admit: false, reason: 'daily_budget' }
    const hourly = countsAgainstHourly(c.kind)
    if (hourly && u.otherHour >= budget.otherPerNumberPerHour)
      return { id: c.id, admit: false, reason: 'hourly_budget' }
    u.day += 1
    if (hourly) u.otherHour += 1
    return { id: c.id, admit: true }
  })
}
