import { Link, useLocation } from 'react-router'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSession, useSetSession } from '#client/features/auth/api/session.ts'
import { useLandAfterLogin } from '#client/features/auth/hooks/use-land-after-login.ts'
import { VerifyPhonePanel } from '#client/features/account/components/verify-phone-panel.tsx'
import { landingAfterLogin } from '#core/auth/roles.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * /verify-phone, the code screen: after registration (the code is on its way) or from the
 * profile. A verified number, or 'Later', goes on where a login lands: the role chosen at
 * registration is the account's, so no role question follows.
 */
export function Component() {
  const { data } = useSession()
  const { t, tm } = useI18n()
  const notify = useNotify()
  const land = useLandAfterLogin()
  const setSession = useSetSession()
  const state: unknown = useLocation().state
  const codeSent = !!state && typeof state === 'object' && 'codeSent' in state
  const from =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null
  const user = data?.user
  if (!user) return <Spinner label={t('Loading...')} />
  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Verify your mobile number')}</PageTitle>
      <div className="mt-6 space-y-6">
        <VerifyPhonePanel
          user={user}
          codeSent={codeSent}
          onVerified={(u, message) => {
            setSession(u)
            notify(tm(message), 'success')
            land(u)
          }}
        />
        <Link
          to={landingAfterLogin(user, from).path}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {user.phoneVerified ? t('Continue') : t('Later')}
        </Link>
      </div>
    </div>
  )
}
