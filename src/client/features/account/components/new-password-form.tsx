import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { CodeSchema, NewPasswordFormSchema } from '#core/account/account.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useResetPassword } from '../api/account-calls.ts'
import { CodeField, NewPasswordField } from './account-fields.tsx'

const WithCodeSchema = NewPasswordFormSchema.and(z.object({ code: CodeSchema }))
type Values = { password: string; confirm: string; code?: string }
const FIELDS = ['code', 'password', 'confirm'] as const

/**
 * The new password, typed twice: with the emailed link's `token`, or with the code sent to
 * `phone` (then the code is asked for too). Done, every device is signed out and the page
 * sends the person to log in.
 */
export function NewPasswordForm(
  props: ({ token: string } | { phone: string; extra?: ReactNode }) & { onReset: () => void },
) {
  const { t, tm } = useI18n()
  const withCode = 'phone' in props
  const form = useForm<Values>({
    resolver: zodResolver(withCode ? WithCodeSchema : NewPasswordFormSchema),
    defaultValues: { password: '', confirm: '', ...(withCode ? { code: '' } : {}) },
  })
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)
  const reset = useResetPassword()
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(({ password, code }) => {
    setProblem(null)
    reset.mutate(
      withCode ? { phone: props.phone, code, password } : { token: props.token, password },
      {
        onSuccess: () => props.onReset(),
        onError: onServerError(setProblem),
      },
    )
  })

  if (reset.isSuccess)
    return (
      <div className="space-y-4">
        <p role="status" className="text-green-800">
          {tm(reset.data.message)}
        </p>
        <Link
          to={paths.login}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Login')}
        </Link>
      </div>
    )

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {withCode && <CodeField {...form.register('code')} error={err('code')} />}
      <NewPasswordField {...form.register('password')} error={err('password')} />
      <Field
        label={t('New password again')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        {...form.register('confirm')}
        error={err('confirm')}
      />
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending && <Spinner label={t('Saving')} />}
          {t('Set new password')}
        </Button>
        {'extra' in props && props.extra}
      </div>
    </form>
  )
}
