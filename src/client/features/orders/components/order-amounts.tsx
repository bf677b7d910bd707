import type { OrderAmounts } from '#core/orders/amounts.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * What an order adds up to, as the server computed it (core orderAmounts): what was ordered, what
 * was cancelled or declined, refunds, and what is due or paid. A row shows only when it says
 * something: an order with nothing ended reads as its total and what is due.
 */
export function OrderAmountsList({ amounts: a }: { amounts: OrderAmounts }) {
  const { t, locale } = useI18n()
  const money = (paise: number) => formatPaise(paise, locale)
  const rows: Array<[string, string, string]> = [
    ['ordered', a.endedPaise > 0 ? t('Ordered') : t('Total'), money(a.orderedPaise)],
  ]
  if (a.endedPaise > 0) rows.push(['ended', t('Cancelled or declined'), `−${money(a.endedPaise)}`])
  if (a.refundingPaise > 0) rows.push(['refunding', t('Refund requested'), money(a.refundingPaise)])
  if (a.refundedPaise > 0) rows.push(['refunded', t('Refunded'), money(a.refundedPaise)])
  if (a.refundFailedPaise > 0)
    rows.push([
      'refund-failed',
      t('Refund failed — we will contact you'),
      money(a.refundFailedPaise),
    ])
  if (a.paidPaise > 0) rows.push(['paid', t('Paid'), money(a.paidPaise)])
  if (a.due === 'on_delivery') rows.push(['due', t('Due on delivery'), money(a.duePaise)])
  if (a.due === 'online') rows.push(['due', t('To pay'), money(a.duePaise)])
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm" data-testid="order-amounts">
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents" data-amount={key}>
          <dt className={key === 'due' ? 'font-semibold' : 'text-stone-700'}>{label}</dt>
          <dd className={`text-right ${key === 'due' ? 'font-bold' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
