import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { ChangePasswordForm } from '#client/features/account/components/change-password-form.tsx'
import { DevicesList } from '#client/features/account/components/devices-list.tsx'
import { LeaveAccount } from '#client/features/account/components/leave-account.tsx'
import { ProfileForm } from '#client/features/account/components/profile-form.tsx'
import { VerifyPhonePanel } from '#client/features/account/components/verify-phone-panel.tsx'
import { useSession, useSessionEnded, useSetSession } from '#client/features/auth/api/session.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * /profile, the account itself: name and number (a new number is verified here again), the
 * password, the devices signed in, and leaving: 'Download my data' and 'Delete my account'.
 */
export function Component() {
  const { data } = useSession()
  const setSession = useSetSession()
  const sessionEnded = useSessionEnded()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t } = useI18n()
  // After 'Delete my account' the session ends once this page has left for home: ended while the
  // page still shows, its guard would send the visitor to /login instead.
  const leaving = useRef(false)
  const endSession = useRef(sessionEnded)
  useEffect(() => {
    endSession.current = sessionEnded
  })
  useEffect(
    () => () => {
      if (leaving.current) endSession.current()
    },
    [],
  )
  const user = data?.user
  if (!user) return <Spinner label={t('Loading...')} />
  const section = 'space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200'
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageTitle>{t('Your profile')}</PageTitle>
      <section aria-labelledby="profile-details" className={section}>
        <h2 id="profile-details" className="text-lg font-semibold break-words">
          {user.name}
        </h2>
        <ProfileForm key={user.phone} user={user} onSaved={setSession} />
        {user.phone && !user.phoneVerified && (
          <VerifyPhonePanel
            key={`verify-${user.phone}`}
            user={user}
            codeSent
            onVerified={(u) => setSession(u)}
          />
        )}
      </section>
      <section aria-labelledby="profile-password" className={section}>
        <h2 id="profile-password" className="text-lg font-semibold">
          {t('Change password')}
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="profile-devices" className={section}>
        <h2 id="profile-devices" className="text-lg font-semibold">
          {t('Signed-in devices')}
        </h2>
        <DevicesList />
      </section>
      <section aria-labelledby="profile-leave" className={section}>
        <h2 id="profile-leave" className="text-lg font-semibold">
          {t('Your data and your account')}
        </h2>
        <LeaveAccount
          user={user}
          onDeleted={(message) => {
            notify(message, 'success')
            leaving.current = true
            void navigate('/', { replace: true })
          }}
        />
      </section>
    </div>
  )
}
