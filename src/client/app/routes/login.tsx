import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { ENTER_EMAIL_AND_PASSWORD } from '#core/auth/auth.messages.ts'
import { Button, Field, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useLogin } from '#client/features/auth/api/auth-calls.ts'
import { useFromPage, useLandAfterLogin } from '#client/features/auth/hooks/use-land-after-login.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

export const LOGIN_REDIRECT_MS = 1000

export function Component() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const login = useLogin()
  const notify = useNotify()
  const land = useLandAfterLogin()
  const from = useFromPage()
  const { t, tm } = useI18n()

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!email.trim() || !password) {
      setMessage({ kind: 'error', text: ENTER_EMAIL_AND_PASSWORD })
      return
    }
    login.mutate(
      { email, password },
      {
        onSuccess: (r) => {
          setMessage({ kind: 'success', text: r.message })
          notify(r.message, 'success')
          // The spec's pause, then the role choice — or straight back to what a visitor was
          // buying, or to the dashboard of an account with one role.
          setTimeout(() => land(r.user), LOGIN_REDIRECT_MS)
        },
        onError: (err) => setMessage({ kind: 'error', text: err.message }),
      },
    )
  }

  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Login')}</PageTitle>
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
      </form>
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
