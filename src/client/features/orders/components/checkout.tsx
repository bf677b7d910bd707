import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { cartToOrderLines, overAvailable } from '#core/orders/cart.ts'
import { deliveryWindow } from '#core/orders/delivery-window.ts'
import {
  CheckoutFormSchema,
  ORDER_PLACED,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
} from '#core/orders/orders.contract.ts'
import {
  Button,
  Field,
  PageTitle,
  SelectField,
  Spinner,
  TextAreaField,
} from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useCreateOrder } from '#client/features/orders/api/create-order.ts'
import { CheckoutSummary } from '#client/features/orders/components/checkout-summary.tsx'
import { PastAddresses } from '#client/features/orders/components/past-addresses.tsx'
import { useFreshCart } from '#client/features/orders/hooks/use-fresh-cart.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'
import { serverField } from '#client/lib/server-field.ts'

const FIELDS = ['fullName', 'address', 'phone'] as const

/** An order needs the server; offline, checkout says so and the cart stays as it is. */
const CHECKOUT_OFFLINE =
  'You are offline. Connect to the internet to place your order; your cart is saved.'

export interface CheckoutProps {
  /** The signed-in buyer's name and phone, to start the form with. */
  defaults: { fullName: string; phone: string }
  /** Whether UPI and Card can be chosen now (a payment gateway is configured and up). */
  onlinePayments: boolean
  /** Says why online payment is or is not offered; drawn under the payment choice. */
  paymentNote?: ReactNode
  /** Opens the payment page of an order paid by UPI or Card. */
  payOnline: (orderId: string) => void
}

/**
 * Checkout: the cart's summary with the delivery dates, then the delivery form and the payment
 * choice. One idempotency key per attempt, kept across retries, so a double click or a retry after
 * a lost answer places one order.
 */
export function Checkout({ defaults, onlinePayments, paymentNote, payOnline }: CheckoutProps) {
  const { cart, clear, takePriceChanges, accept } = useFreshCart()
  // Fixed when the page opens, so the promised dates do not move while the buyer reads them.
  const [window_] = useState(() => deliveryWindow(new Date()))
  const form = useForm<
    z.input<typeof CheckoutFormSchema>,
    unknown,
    z.output<typeof CheckoutFormSchema>
  >({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: { ...defaults, address: '', payment: 'COD' },
  })
  const { errors } = form.formState
  const payment = useWatch({ control: form.control, name: 'payment' })
  const [serverError, setServerError] = useState<string | Error | null>(null)
  const online = useOnline()
  const keyRef = useRef<string | null>(null)
  const createOrder = useCreateOrder()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t, tm } = useI18n()
  const fieldError = (k: (typeof FIELDS)[number]) => {
    const text = errors[k]?.message
    return text ? tm(text) : undefined
  }

  const onSubmit = form.handleSubmit(
    ({ payment: method, ...delivery }) => {
      if (createOrder.isPending) return
      setServerError(null)
      keyRef.current ??= crypto.randomUUID()
      // Confirming is accepting the prices on screen: they are the ones the order carries.
      accept()
      createOrder.mutate(
        {
          lines: cartToOrderLines(cart),
          delivery,
          payment: method,
          idempotencyKey: keyRef.current,
        },
        {
          onSuccess: (order) => {
            keyRef.current = null
            clear()
            notify(t(ORDER_PLACED), 'success')
            // UPI and Card are paid on the payment page, the one page Checkout may open on.
            if (order.paymentMethod !== 'COD') return payOnline(order.id)
            // Cash on Delivery: the order's own confirmation page.
            void navigate(paths.order(order.number))
          },
          onError: (err) => {
            // A refusal (409: sold out, too little left) is final for this cart: the next attempt
            // is a new order. A lost answer keeps the key, so a retry cannot order twice.
            if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500)
              keyRef.current = null
            // A price changed since the buyer looked: show the new ones in the summary, charge nothing.
            if (err instanceof ApiRequestError && err.priceChanges?.length) {
              takePriceChanges(err.priceChanges)
              setServerError(err)
              return
            }
            const field = serverField(err, FIELDS)
            if (field) return form.setError(field, { message: err.message }, { shouldFocus: true })
            // The request never reached the server (no connection): the cart is kept as it is.
            setServerError(
              err instanceof ApiRequestError && err.status === 0 ? CHECKOUT_OFFLINE : err,
            )
          },
        },
      )
    },
    () => setServerError(null),
  )

  if (cart.lines.length === 0 && !createOrder.isSuccess) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <PageTitle>{t('Checkout')}</PageTitle>
        <p className="text-stone-700">{t('No items in the cart')}</p>
        <Link
          to={paths.shop}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Continue Shopping')}
        </Link>
      </div>
    )
  }

  const short = overAvailable(cart).length > 0
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <PageTitle>{t('Checkout')}</PageTitle>
      <CheckoutSummary cart={cart} window={window_} />
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('Checkout')}
        className="mt-6 space-y-4"
      >
        <PastAddresses
          onPick={(a) => {
            for (const [k, v] of [
              ['fullName', a.fullName],
              ['address', a.address],
              ['phone', a.phone],
            ] as const)
              form.setValue(k, v, { shouldValidate: form.formState.isSubmitted })
          }}
        />
        <Field
          id="checkout-fullName"
          label={t('Full Name')}
          autoComplete="name"
          required
          {...form.register('fullName')}
          error={fieldError('fullName')}
        />
        <TextAreaField
          id="checkout-address"
          label={t('Delivery Address')}
          autoComplete="street-address"
          required
          rows={3}
          {...form.register('address')}
          error={fieldError('address')}
        />
        <Field
          id="checkout-phone"
          label={t('Contact Number')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          {...form.register('phone')}
          error={fieldError('phone')}
        />
        <SelectField label={t('Payment Method')} {...form.register('payment')}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m} disabled={m !== 'COD' && !onlinePayments}>
              {t(PAYMENT_LABELS[m])}
            </option>
          ))}
        </SelectField>
        {paymentNote}
        {payment !== 'COD' && (
          <p className="text-sm text-stone-700">
            {payment === 'UPI'
              ? t(
                  'You will pay by UPI when the payment page opens; we never ask for card details here.',
                )
              : t(
                  'You will pay by card when the payment page opens; we never ask for card details here.',
                )}
          </p>
        )}
        {serverError && (
          <p role="alert" className="text-red-800">
            {serverError === CHECKOUT_OFFLINE
              ? t(
                  'You are offline. Connect to the internet to place your order; your cart is saved.',
                )
              : tm(serverError)}
          </p>
        )}
        {!online && serverError !== CHECKOUT_OFFLINE && (
          <p role="status" className="font-medium text-amber-950">
            {t('You are offline. Connect to the internet to place your order; your cart is saved.')}
          </p>
        )}
        {short && (
          <p role="alert" className="text-red-800">
            {t('Some items have less left than your cart asks for. Change them in your cart.')}
          </p>
        )}
        <Button
          type="submit"
          className="w-full"
          disabled={createOrder.isPending || !online || short}
        >
          {createOrder.isPending && <Spinner label={t('Placing your order')} />}
          {t('Confirm Order')}
        </Button>
      </form>
      <Link
        to={paths.cart}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-green-800 underline"
      >
        {t('Back to cart')}
      </Link>
    </div>
  )
}
