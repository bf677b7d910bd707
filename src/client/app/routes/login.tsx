import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { ENTER_EMAIL_AND_PASSWORD } from '#core/auth/auth.messages.ts'
import { Button, Field, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useLogin } from '#client/features/auth/api/auth-calls.ts'
import { useSetSession } from '#client/features/auth/api/session.ts'
import { useFromPage, useLandAfterLogin } from '#client/features/auth/hooks/use-land-after-login.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import type { SessionUser } from '#core/auth/auth.contract.ts'

export const LOGIN_REDIRECT_MS = 1000

// The code sign-in (and the form library and schemas it needs) loads only when chosen: the email
// and password form stays as light as it was.
const CodeSignIn = lazy(() => import('#client/features/account/components/code-sign-in.tsx'))

export function Component() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const login = useLogin()
  const notify = useNotify()
  const land = useLandAfterLogin()
  const from = useFromPage()
  const { t, tm } = useI18n()
  const [withCode, setWithCode] = useState(false)
  const setSession = useSetSession()

  const signedIn = (user: SessionUser, text: string) => {
    setSession(user)
    setMessage({ kind: 'success', text })
    notify(text, 'success')
    setTimeout(() => land(user), LOGIN_REDIRECT_MS)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!email.trim() || !password) {
      setMessage({ kind: 'error', text: ENTER_EMAIL_AND_PASSWORD })
      return
    }
    login.mutate(
      { email, password },
      {
        // The spec's pause, then the role choice — or straight back to what a visitor was
        // buying, or to the dashboard of an account with one role.
        onSuccess: (r) => signedIn(r.user, r.message),
        onError: (err) => setMessage({ kind: 'error', text: err.message }),
      },
    )
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
            <CodeSignIn onSignedIn={(user, text) => signedIn(user, text)} />
          </Suspense>
          {message?.kind === 'success' && (
            <p role="status" className="mt-4 text-green-800">
              {tm(message.text)}
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Field
            label={t('Email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={t('Password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}
            >
              {tm(message.text)}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={login.isPending || login.isSuccess}>
            {login.isPending && <Spinner label={t('Logging in')} />}
            {t('Login')}
          </Button>
          <p className="text-center">
            <Link
              to={paths.forgotPassword}
              className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
            >
              {t('Forgot password?')}
            </Link>
          </p>
        </form>
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
