import { Link, useParams } from 'react-router'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useOrder } from '#client/features/orders/api/get-order.ts'
import { OrderConfirmation } from '#client/features/orders/components/order-confirmation.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** /order/:number — a placed order's confirmation (where checkout lands after Cash on Delivery). */
export function Component() {
  const { number = '' } = useParams()
  const order = useOrder(number)
  const { t, tm } = useI18n()
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <PageTitle>{t('Order confirmation')}</PageTitle>
      {order.isPending ? (
        <p>
          <Spinner /> {t('Loading...')}
        </p>
      ) : order.isError ? (
        <p role="alert" className="text-red-800">
          {tm(order.error)}
        </p>
      ) : (
        <OrderConfirmation order={order.data} />
      )}
      <div className="flex flex-wrap gap-x-6">
        <Link
          to={paths.orderHistory}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('View your orders')}
        </Link>
        <Link
          to={paths.shop}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Continue Shopping')}
        </Link>
      </div>
    </div>
  )
}
