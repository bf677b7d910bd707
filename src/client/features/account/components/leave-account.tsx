import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { MAX_PASSWORD_LENGTH } from '#core/auth/password-policy.ts'
import {
  DeleteCodeFormSchema,
  DeletePasswordFormSchema,
  type DeleteAccountInput,
} from '#core/account/leave.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { ACCOUNT_DATA_URL, useDeleteAccount, useSendCode } from '../api/account-calls.ts'
import { CodeField } from './account-fields.tsx'

/**
 * 'Download my data' (a JSON file of everything the account holds) and 'Delete my account': a
 * warning of what goes and what is kept, then the password again, or a code by SMS to the verified
 * number. `onDeleted` gets the server's message once the account and its session are gone.
 */
export function LeaveAccount({
  user,
  onDeleted,
}: {
  user: SessionUser
  onDeleted: (message: string) => void
}) {
  const { t } = useI18n()
  const [deleting, setDeleting] = useState(false)
  return (
    <div className="space-y-4">
      <p>
        {t(
          'Download everything FarmTrek holds about you: your profile, listings, orders, sales, payouts, alerts and messages.',
        )}
      </p>
      <a
        href={ACCOUNT_DATA_URL}
        download
        className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100"
      >
        {t('Download my data')}
      </a>
      {deleting ? (
        <DeleteForm user={user} onCancel={() => setDeleting(false)} onDeleted={onDeleted} />
      ) : (
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('Delete my account')}
          </Button>
        </div>
      )}
    </div>
  )
}

function DeleteForm({
  user,
  onCancel,
  onDeleted,
}: {
  user: SessionUser
  onCancel: () => void
  onDeleted: (message: string) => void
}) {
  const { t, tm } = useI18n()
  const canUseCode = Boolean(user.phone && user.phoneVerified)
  const [byCode, setByCode] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const remove = useDeleteAccount()
  const send = useSendCode()
  const submit = (input: DeleteAccountInput, onError: (err: Error) => void) => {
    setProblem(null)
    remove.mutate(input, { onSuccess: (r) => onDeleted(tm(r.message)), onError })
  }
  const askForCode = () => {
    setProblem(null)
    if (!user.phone) return
    send.mutate(
      { phone: user.phone, purpose: 'signIn' },
      { onSuccess: () => setByCode(true), onError: (err) => setProblem(tm(err)) },
    )
  }
  return (
    <div className="space-y-4 rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 className="font-semibold text-red-900">{t('Delete your account?')}</h3>
      <p className="text-stone-800">
        {t(
          'Your listings are withdrawn and you are signed out everywhere. Orders you placed or delivered are kept for the records, without your name, number or address. This cannot be undone.',
        )}
      </p>
      {byCode ? (
        <CodeStep pending={remove.isPending} onSubmit={submit} onCancel={onCancel} />
      ) : (
        <PasswordStep pending={remove.isPending} onSubmit={submit} onCancel={onCancel} />
      )}
      {!byCode && canUseCode && (
        <button
          type="button"
          className="min-h-11 text-green-800 underline"
          onClick={askForCode}
          disabled={send.isPending}
        >
          {t('Forgot your password? Get a code by SMS instead')}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
    </div>
  )
}

type StepProps = {
  pending: boolean
  onSubmit: (input: DeleteAccountInput, onError: (err: Error) => void) => void
  onCancel: () => void
}

function PasswordStep({ pending, onSubmit, onCancel }: StepProps) {
  const { t } = useI18n()
  const form = useForm({
    resolver: zodResolver(DeletePasswordFormSchema),
    defaultValues: { password: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['password'] as const)
  const submit = form.handleSubmit((input) =>
    onSubmit(
      input,
      onServerError((message) => form.setError('password', { message })),
    ),
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
        {...form.register('password')}
        error={errorOf('password')}
      />
      <Actions pending={pending} onCancel={onCancel} />
    </form>
  )
}

function CodeStep({ pending, onSubmit, onCancel }: StepProps) {
  const { t } = useI18n()
  const form = useForm({ resolver: zodResolver(DeleteCodeFormSchema), defaultValues: { code: '' } })
  const { errorOf, onServerError } = useFormMessages(form, ['code'] as const)
  const submit = form.handleSubmit((input) =>
    onSubmit(
      input,
      onServerError((message) => form.setError('code', { message })),
    ),
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p>{t('We have sent a 6-digit code by SMS to your mobile number.')}</p>
      <CodeField {...form.register('code')} error={errorOf('code')} />
      <Actions pending={pending} onCancel={onCancel} />
    </form>
  )
}

function Actions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant="danger" disabled={pending}>
        {pending && <Spinner label={t('Deleting')} />}
        {t('Delete my account for good')}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('Keep my account')}
      </Button>
    </div>
  )
}
