import { amountRows, type OrderAmounts } from '#core/orders/amounts.ts'
import { formatPaise } from '#core/money/money.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * What an order adds up to, as the server computed it (core orderAmounts): what was ordered, what
 * was cancelled or declined, refunds, and what is due or paid (core amountRows).
 */
export function OrderAmountsList({ amounts: a }: { amounts: OrderAmounts }) {
  const { t, locale } = useI18n()
  const money = (paise: number) => formatPaise(paise, locale)
  const rows = amountRows(a, t, money)
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
