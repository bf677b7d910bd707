import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { CodeSchema } from '#core/account/account.contract.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useSendCode, useVerifyCode } from '../api/account-calls.ts'
import { CodeField } from './account-fields.tsx'
import { ResendButton } from './resend-button.tsx'

const CodeFormSchema = z.object({ code: CodeSchema })

/**
 * The code screen: the 6-digit code from the SMS sent to `maskedPhone`, and 'Send the code again'
 * after the server's wait. A right code verifies the number (`purpose` 'verify') or signs in
 * ('signIn'); `onVerified` gets the session's user.
 */
export function VerifyCodeForm({
  phone,
  maskedPhone,
  purpose,
  resendInSeconds,
  onVerified,
}: {
  phone: string
  maskedPhone: string
  purpose: 'verify' | 'signIn'
  resendInSeconds: number
  onVerified: (user: SessionUser, message: string) => void
}) {
  const { t, tm } = useI18n()
  const form = useForm({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } })
  const verify = useVerifyCode()
  const send = useSendCode()
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(({ code }) => {
    setProblem(null)
    verify.mutate(
      { phone, code, purpose },
      {
        onSuccess: (r) => onVerified(r.user, r.message),
        onError: (err) => {
          if (err instanceof ApiRequestError && err.field === 'code')
            form.setError('code', { message: tm(err) }, { shouldFocus: true })
          else setProblem(tm(err))
        },
      },
    )
  })

  const resend = async (): Promise<number | null> => {
    setProblem(null)
    try {
      const r = await send.mutateAsync({ phone, purpose })
      form.reset({ code: '' })
      setNotice(tm(r.message))
      return r.resendInSeconds
    } catch (err) {
      setProblem(tm(err as ApiRequestError))
      return err instanceof ApiRequestError && err.retryAfter ? err.retryAfter : null
    }
  }

  const error = form.formState.errors.code?.message
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="break-words text-stone-700">
        {t('Enter the 6-digit code we sent by SMS to {phone}.', { phone: maskedPhone })}
      </p>
      <CodeField {...form.register('code')} error={error ? tm(error) : undefined} />
      {notice && (
        <p role="status" className="text-green-800">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending || verify.isSuccess}>
          {verify.isPending && <Spinner label={t('Checking the code')} />}
          {t('Verify')}
        </Button>
        <ResendButton waitSeconds={resendInSeconds} onResend={resend} pending={send.isPending} />
      </div>
    </form>
  )
}
