import { useState } from 'react'
import { Link } from 'react-router'
import {
  cartTotalPaise,
  describeCartLine,
  overAvailable,
  type CartLine,
} from '#core/orders/cart.ts'
import { MAX_LINE_KG } from '#core/orders/orders.contract.ts'
import { Button, PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { ItemImage } from '#client/features/orders/components/item-image.tsx'
import { useFreshCart } from '#client/features/orders/hooks/use-fresh-cart.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold'
const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-400 bg-white text-lg font-bold hover:bg-stone-100 disabled:opacity-40'

/** − [kg] +: typed or stepped, whole kg from 1 to what is left. */
function QuantityStepper({
  line,
  name,
  onChange,
}: {
  line: CartLine
  name: string
  onChange: (kg: number) => void
}) {
  const { t } = useI18n()
  const max = Math.max(1, Math.min(line.availableKg ?? MAX_LINE_KG, MAX_LINE_KG))
  // What the buyer is typing; the cart takes it when it is a whole number.
  const [text, setText] = useState<string | null>(null)
  const id = `qty-${line.lineId}`
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={stepButton}
        aria-label={t('One kg less of {name}', { name })}
        disabled={line.quantityKg <= 1}
        onClick={() => onChange(line.quantityKg - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {t('Quantity of {name} in kg', { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text ?? String(line.quantityKg)}
        onChange={(e) => {
          setText(e.target.value)
          const n = Number(e.target.value)
          if (e.target.value !== '' && Number.isInteger(n) && n >= 1) onChange(n)
        }}
        onBlur={() => setText(null)}
        className="h-11 w-20 rounded-md border border-stone-400 px-2 text-center"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t('One kg more of {name}', { name })}
        disabled={line.quantityKg >= max}
        onClick={() => onChange(line.quantityKg + 1)}
      >
        +
      </button>
      <span className="ml-1 text-sm text-stone-700">{t('kg')}</span>
    </div>
  )
}

export function Component() {
  const { cart, remove, setKg, accept, photoOf } = useFreshCart()
  const { t, locale } = useI18n()
  const changedPrices = cart.lines.some((l) => l.priceWasPaise !== undefined)
  const tooMuch = overAvailable(cart)
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t('Your Cart')}</PageTitle>
      {cart.lines.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {t('No items in the cart')}
        </p>
      ) : (
        <>
          {changedPrices && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
            >
              <p>
                {t('Some prices changed since you added the items. Check them before you order.')}
              </p>
              <Button type="button" variant="secondary" onClick={accept}>
                {t('OK, use the new prices')}
              </Button>
            </div>
          )}
          <ul aria-label={t('Cart items')} className="space-y-3">
            {cart.lines.map((line) => {
              const d = describeCartLine(line)
              const name = t(d.name)
              const short = tooMuch.includes(line)
              const photo = photoOf(line)
              return (
                <li
                  key={line.lineId}
                  data-testid="cart-line"
                  className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
                >
                  <ItemImage
                    src={d.image}
                    photo={photo}
                    name={name}
                    // The farmer's photo shows the produce itself; a catalogue drawing or the
                    // letter repeats only the name written beside it.
                    alt={photo.length > 0 ? t('Photo of {name}', { name }) : ''}
                    size="sm"
                  />
                  <div className="min-w-0 flex-1 space-y-1">
                    <h2 className="font-bold break-words text-green-900">{name}</h2>
                    <p className="text-stone-800">
                      {t('{price} / kg', { price: formatPaise(d.pricePaise, locale) })}
                      {line.priceWasPaise !== undefined && (
                        <span className="ml-2 text-sm font-semibold text-amber-900">
                          {t('(was {price})', { price: formatPaise(line.priceWasPaise, locale) })}
                        </span>
                      )}
                    </p>
                    <p className="text-sm break-words text-stone-600">
                      {t('Farmer: {name}', { name: d.farmer })}
                    </p>
                    {short && (
                      <p role="alert" className="text-sm font-semibold text-red-800">
                        {line.availableKg === 0
                          ? t('{name} is no longer available. Remove it to order the rest.', {
                              name,
                            })
                          : t('Only {max} kg are left now.', {
                              max: formatNumber(line.availableKg ?? 0, locale),
                            })}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    {line.availableKg !== 0 && (
                      <QuantityStepper
                        line={line}
                        name={name}
                        onChange={(kg) => setKg(line.lineId, kg)}
                      />
                    )}
                    <p className="min-w-20 text-right font-semibold">
                      <span className="sr-only">{t('Amount')} </span>
                      {formatPaise(d.pricePaise * d.quantityKg, locale)}
                    </p>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => remove(line.lineId)}
                      aria-label={t('Cancel {name}', { name })}
                    >
                      {t('Cancel')}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
          <p className="text-right text-lg">
            {t('Total:')} <strong>{formatPaise(cartTotalPaise(cart), locale)}</strong>
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
        {cart.lines.length > 0 && tooMuch.length === 0 && (
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
