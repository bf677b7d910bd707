import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS,
  AUDIT_ROLE_LABELS,
  AUDIT_TARGET_LABELS,
  AUDIT_VALUE_LABELS,
  CONSOLE_PAYMENT_STATE_LABELS,
  CONSOLE_PAYOUT_STATE_LABELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  type AuditChange,
} from '#core/admin/console-labels.ts'
import { formatDate, formatNumber } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'

/**
 * The console's codes in the reader's words (core/admin/console-labels.ts): a code with no words
 * yet is shown as it is.
 */

type T = (key: string, vars?: Record<string, string | number>) => string

const lookup = (labels: Record<string, string>, t: T, code: string) => {
  const key = Object.hasOwn(labels, code) ? labels[code] : undefined
  return key ? t(key) : code
}

export const paymentStateWords = (t: T, code: string) =>
  lookup(CONSOLE_PAYMENT_STATE_LABELS, t, code)
export const payoutStateWords = (t: T, code: string) => lookup(CONSOLE_PAYOUT_STATE_LABELS, t, code)
export const messageKindWords = (t: T, code: string) => lookup(MESSAGE_KIND_LABELS, t, code)
export const channelWords = (t: T, code: string) => lookup(MESSAGE_CHANNEL_LABELS, t, code)
export const messageStatusWords = (t: T, code: string) => lookup(MESSAGE_STATUS_LABELS, t, code)
export const auditActionWords = (t: T, code: string) => lookup(AUDIT_ACTION_LABELS, t, code)
export const auditTargetWords = (t: T, code: string) => lookup(AUDIT_TARGET_LABELS, t, code)
export const auditRoleWords = (t: T, code: string) => lookup(AUDIT_ROLE_LABELS, t, code)

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One value of an audit row in words: amounts in rupees, times in the locale, states named. */
export function auditValueWords(
  t: T,
  locale: string,
  change: Pick<AuditChange, 'field' | 'isState'>,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? t('Yes') : t('No')
  if (typeof value === 'number')
    return /paise$/i.test(change.field) ? formatPaise(value, locale) : formatNumber(value, locale)
  if (typeof value === 'string') {
    if (change.isState) return lookup(AUDIT_VALUE_LABELS, t, value)
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDate(value, locale, 'mediumTime')
    return value
  }
  if (Array.isArray(value))
    return value.map((v) => auditValueWords(t, locale, change, v)).join(', ')
  return JSON.stringify(value)
}

/** An audit change as one line: 'Reason: — → Fake listings', or 'Sessions ended: 1'. */
export function auditChangeLine(t: T, locale: string, change: AuditChange): string {
  const field = lookup(AUDIT_FIELD_LABELS, t, change.field)
  const after = change.hasAfter ? auditValueWords(t, locale, change, change.after) : '—'
  if (!change.hadBefore) return `${field}: ${after}`
  const before = auditValueWords(t, locale, change, change.before)
  return `${field}: ${before} → ${after}`
}
