import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Field } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFinishSetup, useStartSetup } from '../api/admin-sign-in.ts'
import { CodeForm, SubmitWithAlert } from './operator-sign-in.tsx'

const SetupFormSchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(1),
})

/**
 * An operator's first sign-in with a one-time password: a new password, then the TOTP key to add
 * to an authenticator app, then its first code. `onDone` once the console can open.
 */
export function OperatorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useI18n()
  const start = useStartSetup()
  const finish = useFinishSetup()
  const form = useForm({
    resolver: zodResolver(SetupFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const onSubmit = form.handleSubmit((input) => start.mutateAsync(input).catch(() => {}))
  return (
    <section aria-labelledby="setup-title" className="grid max-w-md gap-4">
      <h2 id="setup-title" className="text-xl font-semibold text-green-900">
        {t('First sign-in: choose a password and set up your authenticator app')}
      </h2>
      {!start.data ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <Field
            label={t('One-time password')}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
          <Field
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
          <SubmitWithAlert error={start.error} pending={start.isPending}>
            {t('Set up')}
          </SubmitWithAlert>
        </form>
      ) : (
        <>
          <p>
            {t(
              'Add this key to your authenticator app (or open the link on your phone), then enter the code it shows.',
            )}
          </p>
          <p>
            <code className="break-all rounded bg-stone-100 px-2 py-1 font-mono">
              {start.data.secret}
            </code>
          </p>
          <p>
            <a className="break-all text-green-800 underline" href={start.data.totpUri}>
              {start.data.totpUri}
            </a>
          </p>
          <CodeForm
            submit={(code) => finish.mutateAsync(code).then(onDone)}
            pending={finish.isPending}
            error={finish.error}
          />
        </>
      )}
    </section>
  )
}
