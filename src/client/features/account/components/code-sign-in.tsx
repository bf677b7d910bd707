import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { SendCodeInputSchema, type SendCodeResult } from '#core/account/account.contract.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useSendCode } from '../api/account-calls.ts'
import { VerifyCodeForm } from './verify-code-form.tsx'

/**
 * 'Sign in with mobile number': the number, then the code sent to it. The answer to the number
 * is the same whether or not an account has it verified (the server says so in its words).
 */
export default function CodeSignIn({
  onSignedIn,
}: {
  onSignedIn: (user: SessionUser, message: string) => void
}) {
  const { t, tm } = useI18n()
  const form = useForm({
    resolver: zodResolver(SendCodeInputSchema),
    defaultValues: { phone: '', purpose: 'signIn' as const },
  })
  const send = useSendCode()
  const [sent, setSent] = useState<(SendCodeResult & { to: string }) | null>(null)

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(
      { phone: input.phone, purpose: 'signIn' },
      { onSuccess: (r) => setSent({ ...r, to: input.phone }) },
    ),
  )

  if (sent)
    return (
      <div className="space-y-4">
        <p role="status" className="break-words text-stone-700">
          {tm(sent.message)}
        </p>
        <VerifyCodeForm
          phone={sent.to}
          maskedPhone={sent.phone}
          purpose="signIn"
          resendInSeconds={sent.resendInSeconds}
          onVerified={onSignedIn}
        />
      </div>
    )

  const error = form.formState.errors.phone?.message
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Phone Number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={32}
        {...form.register('phone')}
        error={error ? tm(error) : undefined}
        hint={t('10-digit mobile number; +91 is added for you.')}
      />
      {send.error && (
        <p role="alert" className="text-red-800">
          {tm(send.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending && <Spinner label={t('Sending the code')} />}
        {t('Send code')}
      </Button>
    </form>
  )
}
