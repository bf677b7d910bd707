import { useSearchParams } from 'react-router'
import { PageTitle } from '#client/components/ui/form.tsx'
import { ForgotPassword } from '#client/features/account/components/forgot-password.tsx'
import { NewPasswordForm } from '#client/features/account/components/new-password-form.tsx'
import { useSetSession } from '#client/features/auth/api/session.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/** /forgot-password: ask for a link or a code; with the emailed link's ?token, the new password. */
export function Component() {
  const { t } = useI18n()
  const token = useSearchParams()[0].get('token')
  const setSession = useSetSession()
  // Every session of the account ended with the reset, this browser's too.
  const onReset = () => setSession(null)
  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{token ? t('Choose a new password') : t('Forgot password?')}</PageTitle>
      <div className="mt-6">
        {token ? (
          <NewPasswordForm token={token} onReset={onReset} />
        ) : (
          <ForgotPassword onReset={onReset} />
        )}
      </div>
    </div>
  )
}
