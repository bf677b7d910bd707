import type { MessageKind } from '../notifications/messages.ts'
import type { OutboxChannel, OutboxStatus } from '../notifications/outbox.ts'
import type { PaymentState } from '../payments/payment-state.ts'
import type { PayoutState } from '../payments/payouts.ts'

/**
 * The operator console's words for the codes the server stores: payment and payout states,
 * message kinds, channels and states, and the audit trail's actions, targets, roles and fields.
 * Each is an English catalogue key (client/i18n/message-keys.ts lists them); a code not here is
 * shown as it is, so a new one is still readable before it has its words.
 */

/** A payment's state, as an operator reads it (Today). */
export const CONSOLE_PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  awaiting: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  expired: 'Not paid in time',
  switched: 'Switched to Cash on Delivery',
}

/** A payout's state, as an operator reads it (the Payouts tab's words). */
export const CONSOLE_PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  held: 'Held until delivery',
  released: 'Due to be paid',
  settled: 'Paid',
  cancelled: 'Cancelled',
}

/** What a message is about. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  registration: 'Welcome after registration',
  login: 'Sign-in notice',
  orderStatus: 'Order status',
  newOrder: 'New order for a farmer',
  orderCancelled: 'Order cancelled',
  orderDeclined: 'Order declined',
  paymentExpired: 'Payment expired',
  orderPlaced: 'Order placed',
  paymentReceived: 'Payment received',
  refundIssued: 'Refund issued',
  priceAlert: 'Price alert',
  payoutDetailsChanged: 'Payout details changed',
  phoneCode: 'Phone code',
  passwordReset: 'Password reset',
  accountSuspended: 'Account suspended',
  accountRestored: 'Account restored',
  accountDeleted: 'Account deleted',
  payoutSettled: 'Payout paid',
  deliveryUpdate: 'Delivery update',
  listingHidden: 'Listing hidden',
  listingRestored: 'Listing shown again',
}

export const MESSAGE_CHANNEL_LABELS: Record<OutboxChannel, string> = {
  sms: 'SMS',
  email: 'Email',
}

export const MESSAGE_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
  suppressed: 'Suppressed',
}

/** What an audit row records. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.suspend': 'Account suspended',
  'user.unsuspend': 'Suspension lifted',
  'user.resend_verification': 'Verification code sent again',
  'user.delete': 'Account deleted by its holder',
  'operator.create': 'Operator account made',
  'operator.enrol': 'Authenticator app set up',
  'operator.step_up': 'Fresh code given',
  'outbox.retry': 'Message sent again',
  'outbox.retry_all': 'Failed messages sent again',
  'payout.settle': 'Payout marked paid',
  'payout.recovery': 'Amount to take back from the farmer',
  'payout.recovered': 'Taken back from a payout',
  'payouts.export': 'Due payouts downloaded for the bank',
  'refund.manual_due': 'Manual refund due',
  'refund.manual_paid': 'Manual refund paid',
  'rating.hide': 'Comment hidden',
  'rating.restore': 'Comment shown again',
  'listing.hide': 'Listing hidden',
  'listing.restore': 'Listing shown again',
  'listing.dismiss_report': 'Listing report dismissed',
  'delivery.confirm': 'Delivery confirmed',
  'delivery.code_wrong': 'Wrong delivery code',
  'delivery.problem_report': 'Problem reported',
  'delivery.problem_answer': 'Farmer answered a problem',
  'delivery.problem_photo': 'Photo of a problem added',
  'delivery.problem_refund': 'Problem resolved with a refund',
  'delivery.problem_release': 'Problem resolved: payout released',
}

/** What an audit row is about. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Account',
  farmer: 'Farmer',
  order: 'Order',
  order_item: 'Order line',
  payout: 'Payout',
  payouts: 'Payouts',
  outbox: 'Message',
  rating: 'Rating',
  listing: 'Listing',
  delivery_problem: 'Problem',
  manual_refund: 'Manual refund',
}

/** Who acted, when the account's name is not known (the system: a command, a job, a timer). */
export const AUDIT_ROLE_LABELS: Record<string, string> = {
  operator: 'Operator',
  farmer: 'Farmer',
  buyer: 'Buyer',
  self: 'The account holder',
  system: 'System',
}

/** The fields an audit row's before and after name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  state: 'Status',
  status: 'Status',
  reason: 'Reason',
  suspendedAt: 'Suspended at',
  sessionsEnded: 'Sessions ended',
  attempts: 'Attempts',
  lastError: 'Last error',
  ids: 'Messages',
  count: 'How many',
  reference: 'Bank reference (UTR)',
  utr: 'Bank reference (UTR)',
  amountPaise: 'Amount',
  grossPaise: 'Before taking back',
  recoveredPaise: 'Taken back',
  paidPaise: 'Paid',
  refundPaise: 'Refund',
  paise: 'Amount',
  rows: 'Lines',
  phone: 'Phone',
  by: 'Confirmed by',
  at: 'At',
  payoutHeld: 'Payout held',
  failures: 'Wrong codes',
  lockedUntil: 'Locked until',
  hidden: 'Hidden',
  reported: 'Reported',
  twoFactorEnabled: 'Authenticator app',
  enrolled: 'Authenticator app',
  email: 'Email',
  name: 'Name',
  roles: 'Roles',
  listingsWithdrawn: 'Listings withdrawn',
  note: 'Note',
  kind: 'Kind',
  shortKg: 'Kilograms short',
  bytes: 'Bytes',
}

/** Values of a state, status or 'by' field, in words. */
export const AUDIT_VALUE_LABELS: Record<string, string> = {
  open: 'Open',
  refunded: 'Refunded',
  released: 'Due to be paid',
  held: 'Held until delivery',
  settled: 'Paid',
  cancelled: 'Cancelled',
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
  suppressed: 'Suppressed',
  due: 'Due',
  paid: 'Paid',
  visible: 'Visible',
  reported: 'Reported',
  hidden: 'Hidden',
  code: 'The buyer’s code',
  buyer: 'Buyer',
  timer: 'Timer (48 hours)',
  operator: 'Operator',
}

/** The fields whose values are states ('open' → Open); other strings are shown as they are. */
const STATE_FIELDS = new Set(['state', 'status', 'by'])

/** Fields left out of the lines: ids the row's target or other columns already name. */
const HIDDEN_FIELDS = new Set([
  'adjustmentId',
  'refundId',
  'manualRefundId',
  'orderItemId',
  'problemId',
  'photoId',
])

/** One line of what an audit row changed: a field, its value before (if any) and after. */
export interface AuditChange {
  field: string
  before: unknown
  after: unknown
  /** Whether the row had a value before (a field only after: 'field: value'). */
  hadBefore: boolean
  hasAfter: boolean
  /** Whether the values are states in words (AUDIT_VALUE_LABELS). */
  isState: boolean
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v }

/**
 * An audit row's before and after as one line per field, in the order the row names them: a
 * field unchanged is left out, as are the ids the row's target already names.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before)
  const a = asRecord(after)
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return fields
    .filter((f) => !HIDDEN_FIELDS.has(f))
    .filter((f) => !(f in b && f in a && JSON.stringify(b[f]) === JSON.stringify(a[f])))
    .map((field) => ({
      field,
      before: b[field],
      after: a[field],
      hadBefore: field in b,
      hasAfter: field in a,
      isState: STATE_FIELDS.has(field),
    }))
}
