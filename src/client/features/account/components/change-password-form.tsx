import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ChangePasswordInputSchema } from '#core/account/account.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useChangePassword } from '../api/account-calls.ts'
import { NewPasswordField } from './account-fields.tsx'

const FIELDS = ['currentPassword', 'password'] as const

/** The current password and a new one; every other device is signed out. */
export function ChangePasswordForm() {
  const { t, tm } = useI18n()
  const notify = useNotify()
  const change = useChangePassword()
  const form = useForm({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', password: '' },
  })
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)
  const onSubmit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (r) => {
        form.reset()
        notify(tm(r.message), 'success')
      },
      onError: onServerError((message) => notify(message, 'error')),
    }),
  )
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field
        label={t('Current password')}
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
        {...form.register('currentPassword')}
        error={err('currentPassword')}
      />
      <NewPasswordField {...form.register('password')} error={err('password')} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && <Spinner label={t('Saving')} />}
        {t('Change password')}
      </Button>
    </form>
  )
}
