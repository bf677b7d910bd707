import { Link } from 'react-router'
import { cartTotalPaise, describeCartLine } from '#core/orders/cart.ts'
import { Button, PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { ItemImage } from '#client/features/orders/components/item-image.tsx'
import { useCart } from '#client/features/orders/hooks/use-cart.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#client/lib/money.ts'

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold'

export function Component() {
  const { cart, remove } = useCart()
  const { t, locale } = useI18n()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t('Your Cart')}</PageTitle>
      {cart.lines.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {t('No items in the cart')}
        </p>
      ) : (
        <>
          <ul aria-label={t('Cart items')} className="space-y-3">
            {cart.lines.map((line) => {
              const d = describeCartLine(line)
              return (
                <li
                  key={line.lineId}
                  className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
                >
                  <ItemImage src={d.image} name={t(d.name)} size="sm" />
                  <div className="min-w-0 flex-1">
                    <h2 className="font-bold break-words text-green-900">{t(d.name)}</h2>
                    <p className="text-stone-800">
                      {t('{price} / kg × {kg} kg', {
                        price: formatPaise(d.pricePaise, locale),
                        kg: formatNumber(d.quantityKg, locale),
                      })}
                    </p>
                    <p className="text-sm break-words text-stone-600">
                      {t('Farmer: {name}', { name: d.farmer })}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => remove(line.lineId)}
                    aria-label={t('Cancel {name}', { name: t(d.name) })}
                  >
                    {t('Cancel')}
                  </Button>
                </li>
              )
            })}
          </ul>
          <p className="text-right text-lg">
            {t('Estimated total:')} <strong>{formatPaise(cartTotalPaise(cart), locale)}</strong>
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={paths.shop}
          className={`${linkButton} border border-stone-400 bg-white text-stone-900 hover:bg-stone-100`}
        >
          {t('Continue Shopping')}
        </Link>
        {cart.lines.length > 0 && (
          <Link
            to={paths.checkout}
            className={`${linkButton} bg-green-700 text-white hover:bg-green-800`}
          >
            {t('Proceed to Checkout')}
          </Link>
        )}
      </div>
    </div>
  )
}
