import type { OrderStatus } from '#core/orders/order-status.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** The status colours users know: Pending red, In Transit orange, Delivered green; ended ones grey. */
const STYLE: Record<OrderStatus, string> = {
  Pending: 'bg-red-50 text-red-900 ring-red-300',
  'In Transit': 'bg-orange-50 text-orange-900 ring-orange-300',
  Delivered: 'bg-green-50 text-green-900 ring-green-300',
  Cancelled: 'bg-stone-100 text-stone-800 ring-stone-300',
  Declined: 'bg-stone-100 text-stone-800 ring-stone-300',
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT()
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${STYLE[status]}`}
    >
      {t(status)}
    </span>
  )
}
