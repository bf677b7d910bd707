import { cartTotalPaise, describeCartLine, type Cart } from '#core/orders/cart.ts'
import { formatPaise } from '#core/money/money.ts'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'

/** What the buyer is about to order: each line, the total and the promised delivery dates. */
export function CheckoutSummary({
  cart,
  window,
}: {
  cart: Cart
  window: { from: Date; to: Date }
}) {
  const { t, locale } = useI18n()
  return (
    <section aria-labelledby="summary-title" className="mt-4 space-y-3">
      <h2 id="summary-title" className="text-lg font-bold text-green-900">
        {t('Your order')}
      </h2>
      <ul className="divide-y divide-stone-200" data-testid="checkout-summary">
        {cart.lines.map((line) => {
          const d = describeCartLine(line)
          return (
            <li key={line.lineId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{t(d.name)}</span>{' '}
                <span className="text-sm text-stone-700">
                  {t('{kg} kg × {price}', {
                    kg: formatNumber(d.quantityKg, locale),
                    price: formatPaise(d.pricePaise, locale),
                  })}
                </span>
                {line.priceWasPaise !== undefined && (
                  <span className="block text-sm font-semibold text-amber-900">
                    {t('New price; it was {price}.', {
                      price: formatPaise(line.priceWasPaise, locale),
                    })}
                  </span>
                )}
              </span>
              <span className="font-semibold">
                {formatPaise(d.pricePaise * d.quantityKg, locale)}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="flex justify-between text-lg">
        <span>{t('Total')}</span>
        <strong data-testid="checkout-total">{formatPaise(cartTotalPaise(cart), locale)}</strong>
      </p>
      <p className="text-sm text-stone-700">
        {t('Expected delivery: {from} – {to}', {
          from: formatDate(window.from, locale, 'medium'),
          to: formatDate(window.to, locale, 'medium'),
        })}
      </p>
    </section>
  )
}
