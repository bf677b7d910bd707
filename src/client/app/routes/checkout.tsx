import { useSession } from '#client/features/auth/api/session.ts'
import { Checkout } from '#client/features/orders/components/checkout.tsx'
import {
  OnlineMethodsNote,
  useOnlinePayments,
} from '#client/features/payments/components/online-methods-note.tsx'
import { openPaymentPage } from '#client/features/payments/lib/payment-page.ts'

/** Checkout: the orders feature's form, with the signed-in buyer's details and the payment page. */
export function Component() {
  const { data: session } = useSession()
  const payments = useOnlinePayments()
  return (
    <Checkout
      defaults={{ fullName: session?.user?.name ?? '', phone: session?.user?.phone ?? '' }}
      onlinePayments={payments.online}
      paymentNote={<OnlineMethodsNote />}
      payOnline={openPaymentPage}
    />
  )
}
