import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { REGISTER_MAX, RegisterFormSchema } from '#core/auth/auth.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import { VILLAGE_MAX } from '#core/places/places.contract.ts'
import { DistrictPicker } from '#client/components/ui/district-picker.tsx'
import { Button, Field, SelectField, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useRegister } from '../api/auth-calls.ts'
import { useFromPage } from '../hooks/use-land-after-login.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { serverField } from '#client/lib/server-field.ts'

export const REGISTER_REDIRECT_MS = 500
const FIELDS = [
  'name',
  'email',
  'password',
  'role',
  'location',
  'district',
  'village',
  'phone',
] as const

/**
 * Name, email, password, role, place (a district picked from the list, else the place as typed,
 * and the village) and mobile number, checked with the registration rules
 * before sending; then the code screen for the number, and on to what a visitor was buying.
 */
export function RegisterForm() {
  // The home page's 'Open' under Farmers sends a visitor here as a farmer (?role=farmer).
  const [params] = useSearchParams()
  const role = params.get('role') === 'farmer' ? 'farmer' : 'buyer'
  const form = useForm<
    z.input<typeof RegisterFormSchema>,
    unknown,
    z.output<typeof RegisterFormSchema>
  >({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', role, location: '', phone: '' },
  })
  const { errors } = form.formState
  const [showPassword, setShowPassword] = useState(false)
  // The answer of the last submit that concerns no single field.
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const register = useRegister()
  const notify = useNotify()
  const navigate = useNavigate()
  const from = useFromPage()
  const { t, tm, lang } = useI18n()
  const onSubmit = form.handleSubmit(
    (input) => {
      setMessage(null)
      // The account starts in the language chosen here, so the welcome SMS and email use it.
      register.mutate(
        { ...input, language: lang },
        {
          onSuccess: (r) => {
            form.clearErrors()
            setMessage({ kind: 'success', text: r.message })
            notify(r.message, 'success')
            // The code screen: the number's code is on its way. The role was chosen on this
            // form, so no role question follows; then back to what a visitor was buying, or
            // to the role's dashboard.
            setTimeout(
              () => void navigate(paths.verifyPhone, { state: { codeSent: true, from } }),
              REGISTER_REDIRECT_MS,
            )
          },
          onError: (err) => {
            const field = serverField(err, FIELDS)
            if (field) form.setError(field, { message: err.message }, { shouldFocus: true })
            else
              setMessage({
                kind: 'error',
                text: err.message || t('Registration failed. Please try again.'),
              })
            if ('status' in err && err.status === 409) {
              notify(err.message, 'error')
              setTimeout(() => void navigate(paths.login), 1500)
            }
          },
        },
      )
    },
    () => setMessage(null),
  )

  const err = (f: (typeof FIELDS)[number]) => {
    const text = errors[f]?.message
    return text ? tm(text) : undefined
  }
  // A screen reader hears the first problem at once; each one also stands next to its field.
  const firstProblem = FIELDS.map(err).find(Boolean)

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-4">
      <Field
        label={t('Name')}
        autoComplete="name"
        maxLength={REGISTER_MAX.name}
        {...form.register('name')}
        error={err('name')}
      />
      <Field
        label={t('Email')}
        type="email"
        autoComplete="email"
        maxLength={REGISTER_MAX.email}
        {...form.register('email')}
        error={err('email')}
      />
      <Field
        label={t('Password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        {...form.register('password')}
        error={err('password')}
        hint={t('At least 8 characters, not a common password.')}
        after={
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-pressed={showPassword}
            className="mt-1 min-h-11 min-w-16 shrink-0 rounded-md border border-stone-400 px-3 text-sm whitespace-nowrap"
          >
            {showPassword ? t('Hide') : t('Show')}
          </button>
        }
      />
      <SelectField label={t('Role')} {...form.register('role')}>
        <option value="buyer">{t('Buyer')}</option>
        <option value="farmer">{t('Farmer')}</option>
      </SelectField>
      <DistrictPicker
        label={t('Location')}
        maxLength={REGISTER_MAX.location}
        value={null}
        onChange={(c) => {
          form.setValue('state', c?.state)
          form.setValue('district', c?.district)
          // The server writes the place's own text; this one only has to be there.
          if (c) form.setValue('location', `${c.district}, ${c.state}`)
        }}
        // A place the list does not have is sent as typed, and the server reads what it can.
        onText={(text) => form.setValue('location', text.slice(0, REGISTER_MAX.location))}
        error={err('district') ?? err('location')}
        hint={t(
          'Type a few letters and choose your district: local prices, weather and nearby listings follow it.',
        )}
      />
      <Field
        label={t('Village or town')}
        autoComplete="address-level3"
        maxLength={VILLAGE_MAX}
        {...form.register('village')}
        error={err('village')}
      />
      <Field
        label={t('Phone Number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={REGISTER_MAX.phone}
        {...form.register('phone')}
        error={err('phone')}
        hint={t('10-digit mobile number; +91 is added for you.')}
      />
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}
        >
          {tm(message.text)}
        </p>
      )}
      {firstProblem && (
        <p role="alert" className="sr-only">
          {firstProblem}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={register.isPending || register.isSuccess}>
        {register.isPending && <Spinner label={t('Registering')} />}
        {t('Register')}
      </Button>
    </form>
  )
}
