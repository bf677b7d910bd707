import type { PastAddress } from '#core/orders/orders.contract.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { usePastAddresses } from '../api/get-past-addresses.ts'

/**
 * The buyer's last delivery addresses (at most three), each a button that fills the checkout's
 * delivery fields with it. Nothing shows for a first order.
 */
export function PastAddresses({ onPick }: { onPick: (address: PastAddress) => void }) {
  const addresses = usePastAddresses()
  const { t } = useI18n()
  const items = addresses.data ?? []
  if (items.length === 0) return null
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-green-900">{t('Deliver to an earlier address')}</legend>
      <ul className="space-y-2" aria-label={t('Earlier addresses')}>
        {items.map((a) => (
          <li key={`${a.address}|${a.phone}`}>
            <button
              type="button"
              onClick={() => onPick(a)}
              className="min-h-11 w-full rounded-lg p-3 text-left ring-1 ring-stone-300 hover:bg-green-50 focus-visible:ring-2 focus-visible:ring-green-700"
            >
              <span className="block font-medium break-words">{a.fullName}</span>
              <span className="block text-sm break-words whitespace-pre-line text-stone-700">
                {a.address}
              </span>
              <span className="block text-sm text-stone-700">{a.phone}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
