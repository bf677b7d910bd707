import { Link, useNavigate } from 'react-router'
import type { Order } from '#core/orders/orders.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { StatusBadge } from '#client/components/ui/status-badge.tsx'
import { paths } from '#client/config/paths.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { useOrders } from '#client/features/orders/api/get-orders.ts'
import { useCart } from '#client/features/orders/hooks/use-cart.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { formatDay } from '#core/i18n/format.ts'
import { LoadFailed, Loading } from '#client/components/ui/query-state.tsx'

/** How many of the newest orders the dashboard shows; /transactions has them all. */
const RECENT_ORDERS = 3

/**
 * Puts an order's lines back in the cart, at the prices the order was placed
 * at: the cart checks them against today's (a changed price is shown there, never charged
 * silently) and clamps each line to what is left.
 */
function useReorder() {
  const { add } = useCart()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t } = useI18n()
  return (order: Order) => {
    let added = 0
    for (const l of order.lines) {
      const r =
        l.kind === 'catalogue' && l.catalogueId !== null
          ? add({
              kind: 'catalogue',
              catalogueId: l.catalogueId,
              quantityKg: l.quantityKg,
              pricePaise: l.unitPricePaise,
            })
          : l.productId !== null
            ? add({
                kind: 'listing',
                productId: l.productId,
                quantityKg: l.quantityKg,
                name: l.name,
                pricePaise: l.unitPricePaise,
                farmerName: l.farmerName,
              })
            : null
      if (r?.ok) added++
      if (r && !r.ok && r.reason === 'full') break
    }
    if (added === 0) {
      notify(t('None of these items could be added to your cart.'), 'error')
      return
    }
    notify(
      added === order.lines.length
        ? t('The items of order {number} are in your cart.', { number: order.number })
        : t('{added} of the {count} items of order {number} are in your cart.', {
            added,
            count: order.lines.length,
            number: order.number,
          }),
      'success',
    )
    void navigate(paths.cart)
  }
}

function RecentOrders() {
  const { data, isPending, isError, refetch } = useOrders()
  const { t, locale } = useI18n()
  const reorder = useReorder()
  if (isPending) return <Loading />
  if (isError)
    return (
      <LoadFailed message={t('Your orders could not be loaded.')} onRetry={() => void refetch()} />
    )
  const recent = data.items.slice(0, RECENT_ORDERS)
  if (recent.length === 0)
    return (
      <p className="text-stone-700">
        {t('No orders yet.')}{' '}
        <Link
          to={paths.shop}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Browse products')}
        </Link>
      </p>
    )
  return (
    <ul className="space-y-4" aria-label={t('Recent orders')}>
      {recent.map((o) => (
        <li key={o.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-green-900">
              {t('Order {number}', { number: o.number })}
            </h3>
            <p className="text-sm text-stone-700">
              {formatDay(o.createdAt, locale)} ·{' '}
              {o.amounts.due === 'none'
                ? formatPaise(o.amounts.livePaise, locale)
                : o.amounts.due === 'online'
                  ? t('To pay {amount}', { amount: formatPaise(o.amounts.duePaise, locale) })
                  : t('Due on delivery {amount}', {
                      amount: formatPaise(o.amounts.duePaise, locale),
                    })}
            </p>
          </div>
          <ul className="mt-2 divide-y divide-stone-100">
            {o.lines.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
                <span className="min-w-0 flex-1 break-words">
                  {t('{kg} kg {crop}', { kg: formatNumber(l.quantityKg, locale), crop: t(l.name) })}{' '}
                  <span className="text-sm text-stone-600">
                    {t('from {farmer}', { farmer: l.farmerName })}
                  </span>
                </span>
                <StatusBadge status={l.status} />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => reorder(o)}
            aria-label={t('Reorder {number}', { number: o.number })}
          >
            {t('Reorder')}
          </Button>
        </li>
      ))}
    </ul>
  )
}

export function Component() {
  const { t } = useI18n()
  const { data } = useSession()
  const name = data?.user?.name?.trim()
  const tiles = [
    {
      to: paths.shop,
      title: t('Products'),
      text: t('Browse fresh produce and farmers’ live listings.'),
    },
    { to: paths.cart, title: t('View Orders'), text: t('See your cart and check out.') },
    {
      to: paths.orderHistory,
      title: t('Transactions'),
      text: t('Follow your past and current orders live.'),
    },
  ]
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-br from-green-800 to-green-600 px-6 py-10 text-white shadow">
        <h1 className="text-2xl font-bold break-words sm:text-4xl">
          {name ? t('Welcome, {name}!', { name }) : t('Welcome, Buyer!')}
        </h1>
        <p className="mt-2 text-lg text-green-50">
          {t('Find the best fresh produce at fair prices.')}
        </p>
      </section>
      <nav aria-label={t('Buyer')} className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <Link
            key={tile.to}
            to={tile.to}
            className="flex min-h-11 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 hover:ring-green-600 focus-visible:ring-2 focus-visible:ring-green-700"
          >
            <span className="text-lg font-bold text-green-900">{tile.title}</span>
            <span className="mt-1 text-stone-700">{tile.text}</span>
          </Link>
        ))}
      </nav>
      <section aria-labelledby="recent-orders-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-orders-title" className="text-xl font-semibold text-green-900">
            {t('Your recent orders')}
          </h2>
          <Link
            to={paths.orderHistory}
            className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
          >
            {t('All orders')}
          </Link>
        </div>
        <RecentOrders />
      </section>
    </div>
  )
}
