import { useI18n } from '#client/i18n/i18n.tsx'
import { usePaymentsConfig } from '../api/get-payments-config.ts'

/**
 * Whether UPI and Card can be chosen at checkout: the server's payment settings decide. Returns
 * `online` for the page's options, and the reason to show beside them when they cannot.
 */
export function useOnlinePayments(): { online: boolean; reason: string | null } {
  const config = usePaymentsConfig()
  if (!config.data) return { online: false, reason: null }
  return { online: config.data.online, reason: config.data.reason }
}

/** The reason UPI and Card are unavailable, beside the payment method (nothing when they are). */
export function OnlineMethodsNote() {
  const { reason } = useOnlinePayments()
  const { tm } = useI18n()
  if (!reason) return null
  return (
    <p id="payment-methods-note" className="text-sm text-stone-700">
      {tm(reason)}
    </p>
  )
}
