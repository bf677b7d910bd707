import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ForgotPasswordFormSchema } from '#core/account/account.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useForgotPassword } from '../api/account-calls.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { ResendButton } from './resend-button.tsx'

/**
 * 'Forgot password?': the account's email (a link is emailed) or its verified mobile number (a
 * code is sent by SMS, then asked for here with the new password). The answer is the same
 * whether or not an account matches.
 */
export function ForgotPassword({ onReset }: { onReset: () => void }) {
  const { t, tm } = useI18n()
  const form = useForm({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { login: '' },
  })
  const forgot = useForgotPassword()
  const [sent, setSent] = useState<{ via: 'email' | 'phone'; to: string; message: string } | null>(
    null,
  )

  const ask = (login: string) =>
    forgot.mutateAsync(login.includes('@') ? { email: login } : { phone: login })

  const onSubmit = form.handleSubmit(({ login }) =>
    ask(login).then(
      (r) => setSent({ via: r.via, to: login, message: r.message }),
      () => {},
    ),
  )

  if (sent)
    return (
      <div className="space-y-4">
        <p role="status" className="break-words text-green-800">
          {tm(sent.message)}
        </p>
        {sent.via === 'phone' && (
          <NewPasswordForm
            phone={sent.to}
            onReset={onReset}
            extra={
              <ResendButton
                waitSeconds={30}
                pending={forgot.isPending}
                onResend={() =>
                  ask(sent.to).then(
                    () => 30,
                    (err: unknown) =>
                      err instanceof ApiRequestError && err.retryAfter ? err.retryAfter : null,
                  )
                }
              />
            }
          />
        )}
        {forgot.error && (
          <p role="alert" className="text-red-800">
            {tm(forgot.error)}
          </p>
        )}
      </div>
    )

  const error = form.formState.errors.login?.message
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Email or mobile number')}
        autoComplete="username"
        maxLength={254}
        {...form.register('login')}
        error={error ? tm(error) : undefined}
        hint={t('We send a link to your email, or a code to your verified mobile number.')}
      />
      {forgot.error && (
        <p role="alert" className="text-red-800">
          {tm(forgot.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending && <Spinner label={t('Sending')} />}
        {t('Reset password')}
      </Button>
    </form>
  )
}
