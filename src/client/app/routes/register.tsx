import { useRef, useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { registrationProblem, type RegisterInput } from '#core/auth/auth.contract.ts'
import { Button, Field, PageTitle, SelectField, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useRegister } from '#client/features/auth/api/auth-calls.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

export const REGISTER_REDIRECT_MS = 500
type Form = Omit<RegisterInput, 'role'> & { role: 'buyer' | 'farmer' }

export function Component() {
  const { data, isPending } = useSession()
  const [form, setForm] = useState<Form>({
    name: '',
    email: '',
    password: '',
    role: 'buyer',
    location: '',
    phone: '',
  })
  const [showPassword, setShowPassword] = useState(false)
  const [message, setMessage] = useState<{
    kind: 'error' | 'success'
    text: string
    field?: string
  } | null>(null)
  const register = useRegister()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t, tm, lang } = useI18n()
  // Only a visitor who arrives already logged in is sent on; not one who just registered here.
  // Decided once, when the session first resolves.
  const arrivedLoggedIn = useRef<boolean | null>(null)
  if (arrivedLoggedIn.current === null && !isPending) arrivedLoggedIn.current = !!data?.user

  if (arrivedLoggedIn.current && data?.user) {
    return (
      <Navigate
        to={data.user.activeRole === 'buyer' ? paths.buyerDashboard : paths.farmerDashboard}
        replace
      />
    )
  }

  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const problem = registrationProblem(form)
    if (problem) {
      setMessage({ kind: 'error', text: problem.message, field: problem.field })
      return
    }
    // The account starts in the language chosen here, so the welcome SMS and email use it.
    register.mutate(
      { ...form, language: lang },
      {
        onSuccess: (r) => {
          setMessage({ kind: 'success', text: r.message })
          notify(r.message, 'success')
          setTimeout(() => navigate(paths.userSelection), REGISTER_REDIRECT_MS)
        },
        onError: (err) => {
          setMessage({
            kind: 'error',
            text: err.message || t('Registration failed. Please try again.'),
          })
          if ('status' in err && err.status === 409) {
            notify(err.message, 'error')
            setTimeout(() => navigate(paths.login), 1500)
          }
        },
      },
    )
  }

  const err = (f: string) =>
    message?.kind === 'error' && message.field === f ? tm(message.text) : undefined

  return (
    <div className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Register')}</PageTitle>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Field
          label={t('Name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          error={err('name')}
        />
        <Field
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={err('email')}
        />
        <Field
          label={t('Password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={err('password')}
          hint={t('At least 8 characters, not a common password.')}
          after={
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-pressed={showPassword}
              className="mt-1 min-h-11 min-w-16 rounded-md border border-stone-400 px-3 text-sm"
            >
              {showPassword ? t('Hide') : t('Show')}
            </button>
          }
        />
        <SelectField label={t('Role')} name="role" value={form.role} onChange={set('role')}>
          <option value="buyer">{t('Buyer')}</option>
          <option value="farmer">{t('Farmer')}</option>
        </SelectField>
        <Field
          label={t('Location')}
          name="location"
          autoComplete="address-level2"
          value={form.location}
          onChange={set('location')}
          error={err('location')}
        />
        <Field
          label={t('Phone Number')}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          value={form.phone}
          onChange={set('phone')}
          error={err('phone')}
          hint={t('10-digit mobile number; +91 is added for you.')}
        />
        {message && !message.field && (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}
          >
            {tm(message.text)}
          </p>
        )}
        {message?.field && (
          <p role="alert" className="sr-only">
            {tm(message.text)}
          </p>
        )}
        <Button
          type="submit"
          className="w-full"
          disabled={register.isPending || register.isSuccess}
        >
          {register.isPending && <Spinner label={t('Registering')} />}
          {t('Register')}
        </Button>
      </form>
      <p className="mt-6 text-center text-stone-700">
        {t('Already registered?')}{' '}
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Login')}
        </Link>
      </p>
    </div>
  )
}
