import type { OrderStatus } from '#core/orders/order-status.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** Pending red, In Transit orange, Delivered green — always with the word and an icon too, for readers who cannot tell the colours apart. */
const STATUS_LOOK: Record<OrderStatus, { className: string; icon: string }> = {
  Pending: { className: 'bg-red-100 text-red-800 ring-red-300', icon: '●' },
  'In Transit': { className: 'bg-orange-100 text-orange-800 ring-orange-300', icon: '➜' },
  Delivered: { className: 'bg-green-100 text-green-800 ring-green-300', icon: '✓' },
  Cancelled: { className: 'bg-stone-100 text-stone-800 ring-stone-300', icon: '✕' },
  Declined: { className: 'bg-stone-100 text-stone-800 ring-stone-300', icon: '✕' },
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const look = STATUS_LOOK[status]
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap ring-1 ${look.className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {t(status)}
    </span>
  )
}
