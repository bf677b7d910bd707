import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { LoginInputSchema, TwoFactorCodeInputSchema } from '#core/auth/auth.contract.ts'
import { Button, Field, PageTitle } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useSignInWithCode, useSignInWithPassword } from '../api/admin-sign-in.ts'

/** An operator's sign-in: email and password, then the authenticator app's code. */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useI18n()
  const [step, setStep] = useState<'password' | 'code'>('password')
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-8">
      <PageTitle>{t('Operator sign-in')}</PageTitle>
      {step === 'password' ? (
        <PasswordStep onDone={(needsCode) => (needsCode ? setStep('code') : onSignedIn())} />
      ) : (
        <CodeStep onDone={onSignedIn} />
      )}
    </div>
  )
}

function PasswordStep({ onDone }: { onDone: (needsCode: boolean) => void }) {
  const { t, tm } = useI18n()
  const signIn = useSignInWithPassword()
  const form = useForm({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit((input) =>
    signIn.mutateAsync(input).then(
      (r) => onDone('twoFactorRequired' in r),
      () => {},
    ),
  )
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Email')}
        type="email"
        autoComplete="username"
        {...form.register('email')}
        error={errors.email?.message ? tm(errors.email.message) : undefined}
      />
      <Field
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message ? tm(errors.password.message) : undefined}
      />
      <SubmitWithAlert error={signIn.error} pending={signIn.isPending}>
        {t('Sign in')}
      </SubmitWithAlert>
    </form>
  )
}

/** The end of an operator's form: the server's refusal, if any, then the full-width submit button. */
export function SubmitWithAlert({
  error,
  pending,
  children,
}: {
  error: Error | null
  pending: boolean
  children: ReactNode
}) {
  const { tm } = useI18n()
  return (
    <>
      {error && (
        <p role="alert" className="text-red-800">
          {tm(error)}
        </p>
      )}
      <Button type="submit" disabled={pending} className="w-full">
        {children}
      </Button>
    </>
  )
}

/** A 6-digit code form, for the sign-in's second step and for the set-up's first code. */
export function CodeForm({
  submit,
  pending,
  error,
}: {
  submit: (code: string) => Promise<unknown>
  pending: boolean
  error: Error | null
}) {
  const { t, tm } = useI18n()
  const form = useForm({
    resolver: zodResolver(TwoFactorCodeInputSchema),
    defaultValues: { code: '' },
  })
  const onSubmit = form.handleSubmit(({ code }) => submit(code).catch(() => {}))
  const fieldError = form.formState.errors.code?.message
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Code from your authenticator app')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.register('code')}
        error={fieldError ? tm(fieldError) : undefined}
      />
      <SubmitWithAlert error={error} pending={pending}>
        {t('Confirm code')}
      </SubmitWithAlert>
    </form>
  )
}

function CodeStep({ onDone }: { onDone: () => void }) {
  const verify = useSignInWithCode()
  return (
    <CodeForm
      submit={(code) => verify.mutateAsync(code).then(onDone)}
      pending={verify.isPending}
      error={verify.error}
    />
  )
}
