import { receiptPath } from '#core/receipts/receipts.contract.ts'
import { useT } from '#client/i18n/i18n.tsx'

/**
 * A link to an order's receipt (a PDF the server draws in the reader's language): the buyer's
 * shows every farmer's part, a farmer's only their own lines. Opens in a new tab, where the
 * phone's PDF viewer can save or share it.
 */
export function ReceiptLink({ orderNumber }: { orderNumber: string }) {
  const t = useT()
  return (
    <a
      href={receiptPath(orderNumber)}
      target="_blank"
      rel="noopener"
      type="application/pdf"
      aria-label={t('Receipt of order {number} (PDF)', { number: orderNumber })}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-green-800 underline"
    >
      {t('Receipt (PDF)')}
    </a>
  )
}
