import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import {
  cartToOrderLines,
  cartTotalPaise,
  describeCartLine,
  overAvailable,
} from '#core/orders/cart.ts'
import { deliveryWindow } from '#core/orders/delivery-window.ts'
import {
  DeliverySchema,
  ORDER_PLACED,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
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
import { useSession } from '#client/features/auth/api/session.ts'
import { useCreateOrder } from '#client/features/orders/api/create-order.ts'
import { PastAddresses } from '#client/features/orders/components/past-addresses.tsx'
import { useFreshCart } from '#client/features/orders/hooks/use-fresh-cart.ts'
import { formatDate, formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import {
  OnlineMethodsNote,
  useOnlinePayments,
} from '#client/features/payments/components/online-methods-note.tsx'
import { openPaymentPage } from '#client/features/payments/lib/payment-page.ts'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'
import { formatPaise } from '#core/money/money.ts'
import { serverField } from '#client/lib/server-field.ts'

const FIELDS = ['fullName', 'address', 'phone'] as const

/** An order needs the server; offline, checkout says so and the cart stays as it is. */
const CHECKOUT_OFFLINE =
  'You are offline. Connect to the internet to place your order; your cart is saved.'

export function Component() {
  const { data: session } = useSession()
  const { cart, clear, takePriceChanges, accept } = useFreshCart()
  // Fixed when the page opens, so the promised dates do not move while the buyer reads them.
  const [window_] = useState(() => deliveryWindow(new Date()))
  const form = useForm<z.input<typeof DeliverySchema>, unknown, z.output<typeof DeliverySchema>>({
    resolver: zodResolver(DeliverySchema),
    defaultValues: {
      fullName: session?.user?.name ?? '',
      address: '',
      phone: session?.user?.phone ?? '',
    },
  })
  const { errors } = form.formState
  const [payment, setPayment] = useState<PaymentMethod>('COD')
  const onlinePayments = useOnlinePayments()
  const [serverError, setServerError] = useState<string | Error | null>(null)
  const online = useOnline()
  // One key per checkout attempt, kept across retries, so a double click or a retry after a lost
  // answer places one order.
  const keyRef = useRef<string | null>(null)
  const createOrder = useCreateOrder()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t, tm, locale } = useI18n()
  const fieldError = (k: (typeof FIELDS)[number]) => {
    const text = errors[k]?.message
    return text ? tm(text) : undefined
  }

  const onSubmit = form.handleSubmit(
    (delivery) => {
      if (createOrder.isPending) return
      setServerError(null)
      keyRef.current ??= crypto.randomUUID()
      // Confirming is accepting the prices on screen: they are the ones the order carries.
      accept()
      createOrder.mutate(
        { lines: cartToOrderLines(cart), delivery, payment, idempotencyKey: keyRef.current },
        {
          onSuccess: (order) => {
            keyRef.current = null
            clear()
            notify(t(ORDER_PLACED), 'success')
            // UPI and Card are paid on the payment page, the one page Checkout may open on.
            if (order.paymentMethod !== 'COD') return openPaymentPage(order.id)
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

  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <PageTitle>{t('Checkout')}</PageTitle>
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
            from: formatDate(window_.from, locale, 'medium'),
            to: formatDate(window_.to, locale, 'medium'),
          })}
        </p>
      </section>
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
        <SelectField
          label={t('Payment Method')}
          name="payment"
          value={payment}
          onChange={(e) => setPayment(e.target.value as PaymentMethod)}
        >
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m} disabled={m !== 'COD' && !onlinePayments.online}>
              {t(PAYMENT_LABELS[m])}
            </option>
          ))}
        </SelectField>
        <OnlineMethodsNote />
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
        {overAvailable(cart).length > 0 && (
          <p role="alert" className="text-red-800">
            {t('Some items have less left than your cart asks for. Change them in your cart.')}
          </p>
        )}
        <Button
          type="submit"
          className="w-full"
          disabled={createOrder.isPending || !online || overAvailable(cart).length > 0}
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
