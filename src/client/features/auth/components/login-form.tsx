import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import type { LoginInputSchema, SessionUser } from '#core/auth/auth.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts'
import { useLogin } from '../api/auth-calls.ts'

const FIELDS = ['email', 'password'] as const

/**
 * Email and password. A blank field is refused before sending, next to the field; the server's
 * refusal (a wrong password, too many tries) stands below the fields. `onSignedIn` gets the
 * account and the server's welcome.
 */
// The login contract, with zod, loads on the first check of the form rather than with the page.
const resolver = lazyZodResolver(() =>
  import('#core/auth/auth.contract.ts').then((m) => m.LoginInputSchema),
)

export function LoginForm({
  onSignedIn,
}: {
  onSignedIn: (user: SessionUser, message: string) => void
}) {
  const { t, tm } = useI18n()
  const login = useLogin()
  const form = useForm<
    z.input<typeof LoginInputSchema>,
    unknown,
    z.output<typeof LoginInputSchema>
  >({ resolver, defaultValues: { email: '', password: '' } })
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)
  // The answer of the last submit that concerns no single field, already in the reader's words.
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  const onSubmit = form.handleSubmit(
    (input) => {
      setMessage(null)
      login.mutate(input, {
        onSuccess: (r) => {
          setMessage({ kind: 'success', text: tm(r.message) })
          onSignedIn(r.user, r.message)
        },
        onError: onServerError((text) => setMessage({ kind: 'error', text })),
      })
    },
    () => setMessage(null),
  )
  // A screen reader hears the first problem at once; each one also stands next to its field.
  const firstProblem = FIELDS.map(err).find(Boolean)

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-4">
      <Field
        label={t('Email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={err('email')}
      />
      <Field
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={err('password')}
      />
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}
        >
          {message.text}
        </p>
      )}
      {firstProblem && (
        <p role="alert" className="sr-only">
          {firstProblem}
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
  )
}
