import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { Button, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useSetSession } from '#client/features/auth/api/session.ts'
import { LoginForm } from '#client/features/auth/components/login-form.tsx'
import { useFromPage, useLandAfterLogin } from '#client/features/auth/hooks/use-land-after-login.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

export const LOGIN_REDIRECT_MS = 1000

// The code sign-in loads only when chosen.
const CodeSignIn = lazy(() => import('#client/features/account/components/code-sign-in.tsx'))

export function Component() {
  const notify = useNotify()
  const land = useLandAfterLogin()
  const from = useFromPage()
  const { t, tm } = useI18n()
  const [withCode, setWithCode] = useState(false)
  // The welcome after a code sign-in (the email form shows its own).
  const [welcome, setWelcome] = useState<string | null>(null)
  const setSession = useSetSession()

  // The pause, then the role choice — or straight back to what a visitor was buying, or to the
  // dashboard of an account with one role.
  const signedIn = (user: SessionUser, text: string) => {
    setSession(user)
    setWelcome(text)
    notify(text, 'success')
    setTimeout(() => land(user), LOGIN_REDIRECT_MS)
  }

  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Login')}</PageTitle>
      <div className="mt-4">
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => setWithCode((w) => !w)}
          aria-expanded={withCode}
        >
          {withCode ? t('Log in with email and password') : t('Sign in with mobile number')}
        </Button>
      </div>
      {withCode ? (
        <div className="mt-6">
          <Suspense fallback={<Spinner label={t('Loading...')} />}>
            <CodeSignIn onSignedIn={signedIn} />
          </Suspense>
          {welcome && (
            <p role="status" className="mt-4 text-green-800">
              {tm(welcome)}
            </p>
          )}
        </div>
      ) : (
        <LoginForm onSignedIn={signedIn} />
      )}
      <p className="mt-6 text-center text-stone-700">
        {t('New to FarmTrek?')}{' '}
        <Link
          to={paths.register}
          state={from ? { from } : undefined}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Register here')}
        </Link>
      </p>
    </div>
  )
}
