import type { CheckoutSession, VerifyPaymentInput } from '#core/payments/payments.contract.ts'

/** The part of Razorpay Checkout's browser API the payment page uses. */
interface RazorpayCheckout {
  open(): void
  on(event: 'payment.failed', fn: (answer: { error?: { description?: string } }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>()

/** Loads Checkout's script once (the payment page's CSP allows its origin, no other page's). */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  const known = loading.get(src)
  if (known) return known
  const p = new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay)
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load'))
    script.onerror = () => {
      loading.delete(src)
      reject(new Error('Checkout did not load'))
    }
    document.head.appendChild(script)
  })
  loading.set(src, p)
  return p
}

export interface CheckoutCallbacks {
  onPaid: (answer: VerifyPaymentInput) => void
  onFailed: (reason: string | null) => void
  onClosed: () => void
}

/** Opens Checkout for one order: UPI (intent or QR) or cards, as the buyer chose. */
export async function openCheckout(
  session: CheckoutSession,
  labels: { name: string; description: string },
  cb: CheckoutCallbacks,
): Promise<void> {
  const Razorpay = await loadCheckoutScript(session.scriptUrl)
  const rzp = new Razorpay({
    key: session.keyId,
    amount: session.amountPaise,
    currency: session.currency,
    order_id: session.providerOrderId,
    name: labels.name,
    description: labels.description,
    prefill: { ...session.prefill, method: session.method === 'UPI' ? 'upi' : 'card' },
    notes: session.notes,
    theme: { color: '#166534' },
    handler: (answer: VerifyPaymentInput) => cb.onPaid(answer),
    modal: { ondismiss: () => cb.onClosed(), confirm_close: true },
  })
  rzp.on('payment.failed', (answer) => cb.onFailed(answer.error?.description ?? null))
  rzp.open()
}
