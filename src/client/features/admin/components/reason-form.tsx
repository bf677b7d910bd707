import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button, Field } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

type ReasonSchema = z.ZodObject<{ reason: z.ZodString }>

/**
 * An operator's act that needs a reason (suspend an account, hide a listing or a comment): the
 * reason, checked by the act's own contract, then the act's button or Cancel. `onSubmit` sends it;
 * the form closes itself through `onCancel` once it is done.
 */
export function ReasonForm({
  schema,
  label,
  maxLength,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  schema: ReasonSchema
  label: string
  maxLength: number
  submitLabel: string
  pending: boolean
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
}) {
  const { t, tm } = useI18n()
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } })
  const reasonError = form.formState.errors.reason?.message
  const submit = form.handleSubmit(({ reason }) => onSubmit(reason).then(onCancel, () => {}))
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-2">
      <Field
        label={label}
        maxLength={maxLength}
        {...form.register('reason')}
        error={reasonError ? tm(reasonError) : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  )
}
