import { NavLink } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { useCartItemCount } from '#client/features/orders/hooks/cart-store.ts'
import { useSupplyChainSummary } from '#client/features/supply-chain/api/get-supply-chain-summary.ts'
import { useLogoutToLogin } from '#client/features/auth/api/session.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${
    isActive ? 'bg-green-900 text-white' : 'text-green-50 hover:bg-green-700'
  }`

function CountBadge({ count }: { count: number }) {
  const { locale } = useI18n()
  if (count === 0) return null
  return (
    <span
      aria-hidden="true"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stone-900"
    >
      {formatNumber(count, locale)}
    </span>
  )
}

/** The buyer's cart on every page, with how many items it holds. */
export function CartLink() {
  const n = useCartItemCount()
  const t = useT()
  return (
    <NavLink to={paths.cart} className={navClass} data-testid="cart-link">
      <span className="sr-only">
        {t('{count, plural, one {Cart, # item} other {Cart, # items}}', { count: n })}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <CountBadge count={n} />
    </NavLink>
  )
}

/** The farmer's supply chain, with how many orders are open; new ones arrive live. */
export function SupplyChainLink({ count }: { count: boolean }) {
  const { data } = useSupplyChainSummary(count)
  const t = useT()
  const open = data?.open ?? 0
  return (
    <>
      <NavLink to={paths.supplyChain} className={navClass} data-testid="supply-chain-link">
        {t('Supply Chain')}
        <CountBadge count={open} />
        {open > 0 && (
          <span className="sr-only">
            {t('{count, plural, one {# open order} other {# open orders}}', { count: open })}
          </span>
        )}
      </NavLink>
    </>
  )
}

/** Logging out from the menu, wherever the person is. */
export function LogoutButton() {
  const t = useT()
  const notify = useNotify()
  const { logout, pending } = useLogoutToLogin(() => notify(t('You have logged out!'), 'success'))
  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      className={navClass({ isActive: false }) + ' text-left'}
    >
      {t('Logout')}
    </button>
  )
}
