import { ORDER_STATUSES, type OrderStatus } from '#core/orders/order-status.ts'
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS, type Order } from '#core/orders/orders.contract.ts'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useOrders } from '#client/features/orders/api/get-orders.ts'
import { useOrderStream } from '#client/features/orders/hooks/use-order-stream.ts'
import { formatPaise } from '#client/lib/money.ts'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

// Status is text first; colour and the step mark only repeat it (never colour alone).
const statusLook: Record<OrderStatus, string> = {
  Pending: 'bg-red-50 text-red-900 ring-red-300',
  'In Transit': 'bg-orange-50 text-orange-900 ring-orange-300',
  Delivered: 'bg-green-50 text-green-900 ring-green-300',
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const step = ORDER_STATUSES.indexOf(status) + 1
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${statusLook[status]}`}
    >
      <span aria-hidden="true">
        {'●'.repeat(step)}
        {'○'.repeat(ORDER_STATUSES.length - step)}
      </span>
      {status}
    </span>
  )
}

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-green-900">
          Order of{' '}
          <time dateTime={order.createdAt}>{dateTime.format(new Date(order.createdAt))}</time>
        </h2>
        <p className="text-lg font-bold">
          <span className="sr-only">Total </span>
          {formatPaise(order.totalPaise)}
        </p>
      </div>
      <p className="text-sm text-stone-700">
        Payment: {PAYMENT_LABELS[order.paymentMethod]} ·{' '}
        {PAYMENT_STATUS_LABELS[order.paymentStatus]}
      </p>
      <ul className="mt-3 divide-y divide-stone-200">
        {order.lines.map((l) => (
          <li
            key={l.id}
            data-testid="order-line"
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{l.name}</p>
              <p className="text-sm text-stone-700">
                {l.quantityKg} kg × {formatPaise(l.unitPricePaise)} ={' '}
                {formatPaise(l.lineTotalPaise)} · {l.farmerName}
              </p>
            </div>
            <div className="text-right">
              <StatusBadge status={l.status} />
              {l.transport && (
                <p className="text-sm break-words text-stone-700">Transport: {l.transport}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </li>
  )
}

export function Component() {
  const orders = useOrders()
  useOrderStream()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>Transactions</PageTitle>
      <p className="text-stone-700">Here you can view your past and current transactions.</p>
      {orders.isPending ? (
        <p>
          <Spinner /> Loading...
        </p>
      ) : orders.isError ? (
        <p role="alert" className="text-red-800">
          {orders.error.message}
        </p>
      ) : orders.data.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          You have not placed any orders yet.
        </p>
      ) : (
        <ul aria-label="Your orders" className="space-y-4">
          {orders.data.items.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </div>
  )
}
