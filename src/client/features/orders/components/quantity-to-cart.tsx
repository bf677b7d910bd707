import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { CART_QUANTITY_RULE, ONLY_KG_LEFT, ONLY_ONE_KG_LEFT } from '#core/orders/cart-quantity.ts'
import { MAX_LINE_KG } from '#core/orders/order-limits.ts'
import { Button, Field } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts'
import { useCart, type NewCartLine } from '../hooks/use-cart.ts'

/**
 * The quantity checked with the orders contract's `cartQuantitySchema`; it and zod load when the
 * buyer first adds to the cart, not with the listing's page.
 */
const resolverFor = (max: number) =>
  lazyZodResolver(() =>
    import('#core/orders/orders.contract.ts').then((m) => m.cartQuantitySchema(max)),
  )

/**
 * The quantity a buyer wants, and ADD TO CART: whole kg from 1 to what is left (counting what the
 * cart holds already); the same item again merges into its cart line. Checked on submit, then
 * again on each change; the field takes the focus when wrong. `after` stands beside the button.
 */
export function QuantityToCart({
  leftKg,
  loading = false,
  line,
  onAdded,
  after,
}: {
  /** Undefined when not known (offline): the server checks at checkout. */
  leftKg: number | undefined
  /** What is left is being loaded. */
  loading?: boolean
  line: (quantityKg: number) => NewCartLine
  /** After the line is in the cart (the page goes to the cart). */
  onAdded: () => void
  after?: ReactNode
}) {
  const { add } = useCart()
  const max = Math.min(leftKg ?? MAX_LINE_KG, MAX_LINE_KG)
  const { t } = useI18n()
  const form = useForm({
    resolver: resolverFor(max),
    defaultValues: { quantity: '1' },
  })

  // The rule's texts in the user's language, with what is left filled in.
  const quantityText = (message: string) =>
    ({
      [CART_QUANTITY_RULE]: t('Quantity must be a whole number of kg, at least 1.'),
      [ONLY_ONE_KG_LEFT]: t('Only {max} kg is left.', { max }),
      [ONLY_KG_LEFT]: t('Only {max} kg are left.', { max }),
    })[message] ?? message

  const onAdd = form.handleSubmit(({ quantity }) => {
    const r = add(line(quantity), leftKg)
    if (r.ok) return onAdded()
    if (r.reason === 'too_much')
      form.setError(
        'quantity',
        {
          message: t('Only {max} kg are left and your cart has {inCart} kg already.', {
            max: r.max,
            inCart: r.inCart,
          }),
        },
        { shouldFocus: true },
      )
  })

  const problem = form.formState.errors.quantity?.message
  return (
    <form noValidate onSubmit={(e) => void onAdd(e)} className="space-y-4">
      <Field
        label={t('Quantity (kg), 1 to {max}', { max })}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        {...form.register('quantity')}
        error={problem && quantityText(problem)}
        className="max-w-xs"
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={loading}>
          {t('ADD TO CART')}
        </Button>
        {after}
      </div>
    </form>
  )
}
