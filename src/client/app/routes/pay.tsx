import { useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  PAYMENT_EXPIRED,
  PAYMENT_FAILED,
  PAYMENT_RECEIVED,
  PAYMENT_STATE_LABELS,
} from '#core/payments/payments.contract.ts'
import { Button, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { usePayment } from '#client/features/payments/api/get-payment.ts'
import {
  startCheckout,
  usePaymentUpdate,
  useSwitchToCashOnDelivery,
  verifyPayment,
} from '#client/features/payments/api/pay-order.ts'
import { openCheckout } from '#client/features/payments/lib/checkout-script.ts'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'

type Step = 'idle' | 'opening' | 'open' | 'verifying' | 'failed' | 'error'

/**
 * /pay/:orderId — pays one UPI or Card order through Razorpay Checkout. Loaded as a page of its
 * own (the only page whose Content-Security-Policy allows Checkout). The server's answer decides:
 * the signed answer is verified there, and the webhook can mark the order paid even if this page
 * is closed; the page asks again every few seconds while the payment is open.
 */
export function Component() {
  const { orderId = '' } = useParams()
  const payment = usePayment(orderId)
  const update = usePaymentUpdate(orderId)
  const toCod = useSwitchToCashOnDelivery(orderId)
  const { t, tm, locale } = useI18n()
  const [step, setStep] = useState<Step>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [orderNumber, setOrderNumber] = useState<string | null>(null)

  const pay = async () => {
    setProblem(null)
    setStep('opening')
    try {
      const session = await startCheckout(orderId)
      setOrderNumber(session.orderNumber)
      setStep('open')
      await openCheckout(
        session,
        { name: 'FarmTrek', description: t('Order {number}', { number: session.orderNumber }) },
        {
          onPaid: (answer) => {
            setStep('verifying')
            verifyPayment(orderId, answer).then(
              (summary) => {
                update(summary)
                setStep('idle')
              },
              (err: unknown) => {
                setProblem(tm(err as Error))
                setStep('failed')
              },
            )
          },
          onFailed: (reason) => {
            setProblem(reason)
            setStep('failed')
          },
          onClosed: () => setStep((s) => (s === 'open' ? 'idle' : s)),
        },
      )
    } catch (err) {
      setProblem(tm(err as Error))
      setStep('error')
    }
  }

  if (payment.isPending)
    return (
      <p className="mx-auto max-w-xl">
        <Spinner /> {t('Loading...')}
      </p>
    )
  if (payment.isError)
    return (
      <p role="alert" className="mx-auto max-w-xl text-red-800">
        {tm(payment.error)}
      </p>
    )

  const p = payment.data
  const toOrders = (
    <Link
      to={paths.orderHistory}
      className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
    >
      {t('View your orders')}
    </Link>
  )
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      {/* The heading asks to pay only while there is something to pay. */}
      <PageTitle>
        {p.state === 'paid'
          ? t('Order paid')
          : p.state === 'expired' || p.state === 'switched'
            ? t(PAYMENT_STATE_LABELS[p.state])
            : t('Pay for your order')}
      </PageTitle>
      {orderNumber && <p>{t('Order {number}', { number: orderNumber })}</p>}
      <p className="text-lg">
        {p.method === 'UPI'
          ? t('{amount} by UPI', { amount: formatPaise(p.amountPaise, locale) })
          : t('{amount} by card', { amount: formatPaise(p.amountPaise, locale) })}
      </p>
      {p.state === 'paid' ? (
        <>
          <p role="status" className="text-lg font-bold text-green-900">
            {t(PAYMENT_RECEIVED)}
          </p>
          {toOrders}
        </>
      ) : p.state === 'expired' ? (
        <>
          <p role="alert" className="text-red-800">
            {t(PAYMENT_EXPIRED)}
          </p>
          {toOrders}
        </>
      ) : p.state === 'switched' ? (
        <>
          <p role="status" className="font-medium">
            {t('You will pay in cash on delivery.')}
          </p>
          {toOrders}
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {t('Pay by {time}, or the order is cancelled and its items go back on sale.', {
              time: formatDate(p.expiresAt, locale, 'time'),
            })}
          </p>
          {(step === 'failed' || p.state === 'failed') && (
            <div role="alert" className="space-y-1 text-red-800">
              <p className="font-semibold">{t(PAYMENT_FAILED)}</p>
              {(problem ?? p.failureReason) && <p>{problem ?? p.failureReason}</p>}
            </div>
          )}
          {step === 'error' && problem && (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          )}
          {step === 'verifying' && (
            <p role="status">
              <Spinner /> {t('Confirming your payment…')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              onClick={() => void pay()}
              disabled={step === 'opening' || step === 'open' || step === 'verifying'}
            >
              {step === 'opening' && <Spinner />}
              {step === 'failed' || p.state === 'failed' ? t('Try again') : t('Pay now')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={toCod.isPending || step === 'verifying'}
              onClick={() =>
                toCod.mutate(undefined, {
                  onError: (err) => {
                    setProblem(tm(err))
                    setStep('error')
                  },
                })
              }
            >
              {t('Pay cash on delivery instead')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
