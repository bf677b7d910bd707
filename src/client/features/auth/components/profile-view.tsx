import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, PageTitle } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { paths } from '#client/config/paths.ts'
import { useT } from '#client/i18n/i18n.tsx'
import { useLogoutToLogin, useSession } from '#client/features/auth/api/session.ts'

/**
 * The profile pages (/farmer-profile, /buyer-profile): data from the server session. `children`
 * (the route adds the user's messages) show only to a signed-in user.
 */
export function ProfileView({
  role,
  children,
}: {
  role: 'farmer' | 'buyer'
  children?: ReactNode
}) {
  const { data, isFetching } = useSession()
  const notify = useNotify()
  const t = useT()
  const logout = useLogoutToLogin(() => notify(t('You have logged out!'), 'success'))
  const navigate = useNavigate()
  const user = data?.user
  const { place } = usePlaceLabels()

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle>{role === 'farmer' ? t('Farmer profile') : t('Buyer profile')}</PageTitle>
      {!user && isFetching && (
        <p role="status">
          {role === 'farmer' ? t('Loading farmer data...') : t('Loading buyer data...')}
        </p>
      )}
      {!user && !isFetching && (
        <p>{role === 'farmer' ? t('No farmer data available.') : t('No buyer data available.')}</p>
      )}
      {user && (
        <dl className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
          {(
            [
              [t('Name'), user.name],
              [t('Email'), user.email],
              [t('Location'), user.location ? place(user.location) : '—'],
              [t('Phone'), user.phone ?? '—'],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt className="text-sm text-stone-600">{k}</dt>
              <dd className="text-lg font-semibold break-words">{v}</dd>
            </div>
          ))}
        </dl>
      )}
      {user?.phone && !user.phoneVerified && (
        <p className="rounded-md bg-amber-50 p-4 text-stone-800 ring-1 ring-amber-200">
          {t('Until your mobile number is verified, we send it no SMS other than codes.')}{' '}
          <Link
            to={paths.verifyPhone}
            className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
          >
            {t('Verify your mobile number')}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() =>
            void navigate(role === 'farmer' ? paths.farmerDashboard : paths.buyerDashboard)
          }
        >
          {t('Go to Dashboard')}
        </Button>
        <Link
          to={paths.profile}
          className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-green-800 underline"
        >
          {t('Edit profile, password and devices')}
        </Link>
        <Button variant="secondary" onClick={logout.logout} disabled={logout.pending}>
          {t('Logout')}
        </Button>
      </div>
      {user && children}
    </div>
  )
}
