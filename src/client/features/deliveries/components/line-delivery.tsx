import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  ReportProblemFormSchema,
  type BuyerDelivery,
  type ReportProblemForm,
} from '#core/deliveries/deliveries.contract.ts'
import { PROBLEM_NOTE_MAX } from '#core/deliveries/delivery-rules.ts'
import {
  Button,
  Field,
  FormActions,
  SelectField,
  Spinner,
  TextAreaField,
} from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import {
  buyerDeliveriesKey,
  uploadProblemPhoto,
  useBuyerDelivery,
  useConfirmDelivery,
  useReportProblem,
} from '../api/buyer-deliveries.ts'
import { ProblemPhotosInput } from './problem-photos-input.tsx'
import { ProblemSummary } from './problem-summary.tsx'

/**
 * On a line of the buyer's order: its delivery code while it is on its way (the farmer asks for
 * it on delivery); once delivered without it, 'Confirm delivery' and 'Report a problem' until it
 * confirms itself; a problem within 48 hours of delivery, and how it stands. `status` is the
 * line's status as the page shows it live: a change reloads the line's delivery.
 */
export function LineDelivery({ lineId, status }: { lineId: string; status: string }) {
  const delivery = useBuyerDelivery(lineId)
  const qc = useQueryClient()
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: buyerDeliveriesKey })
  }, [status, qc])
  if (!delivery) return null
  return <LineDeliveryOf delivery={delivery} />
}

function LineDeliveryOf({ delivery }: { delivery: BuyerDelivery }) {
  const { t, tm, locale } = useI18n()
  const confirm = useConfirmDelivery()
  const notify = useNotify()
  const [reporting, setReporting] = useState(false)
  return (
    <div className="space-y-1 text-sm">
      {delivery.code && (
        <p data-testid="delivery-code">
          {t('Delivery code:')}{' '}
          <strong className="font-mono text-base tracking-widest">{delivery.code}</strong>
          <span className="block text-stone-700">
            {t('Give it to the farmer only when you have the produce.')}
          </span>
        </p>
      )}
      {delivery.stage === 'awaiting_confirmation' && delivery.confirmsAt && !delivery.problem && (
        <p className="text-stone-800">
          {t("Delivered — awaiting the buyer's confirmation")}{' '}
          <span className="block text-stone-700">
            {t('It counts as received on {date}.', {
              date: formatDate(delivery.confirmsAt, locale, 'mediumTime'),
            })}
          </span>
        </p>
      )}
      {delivery.problem && (
        <ProblemSummary
          problem={delivery.problem}
          cashOnDelivery={delivery.cashOnDelivery}
          manualRefund={delivery.manualRefund}
        />
      )}
      {!reporting && (delivery.canConfirm || delivery.canReport) && (
        <div className="flex flex-wrap justify-end gap-2">
          {delivery.canConfirm && (
            <Button
              type="button"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(delivery.orderItemId, {
                  onSuccess: () => notify(t('Thank you: the delivery is confirmed.'), 'success'),
                  onError: (err) => notify(tm(err), 'error'),
                })
              }
            >
              {confirm.isPending && <Spinner />}
              {t('Confirm delivery')}
            </Button>
          )}
          {delivery.canReport && (
            <Button type="button" variant="secondary" onClick={() => setReporting(true)}>
              {t('Report a problem')}
            </Button>
          )}
        </div>
      )}
      {reporting && (
        <ReportForm
          lineId={delivery.orderItemId}
          cashOnDelivery={delivery.cashOnDelivery}
          onDone={() => setReporting(false)}
        />
      )}
    </div>
  )
}

function ReportForm({
  lineId,
  cashOnDelivery,
  onDone,
}: {
  lineId: string
  cashOnDelivery: boolean
  onDone: () => void
}) {
  const { t, tm } = useI18n()
  const report = useReportProblem()
  const notify = useNotify()
  const qc = useQueryClient()
  const [photos, setPhotos] = useState<File[]>([])
  const [sending, setSending] = useState(false)
  const form = useForm<ReportProblemForm>({
    resolver: zodResolver(ReportProblemFormSchema),
    defaultValues: { kind: 'not_received', shortKg: '', note: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['kind', 'shortKg', 'note'])
  const kind = form.watch('kind')
  // The photos follow the report, one request each; one refused does not stop the others.
  const sendPhotos = async (problemId: string) => {
    setSending(true)
    for (const file of photos) {
      try {
        await uploadProblemPhoto(problemId, file)
      } catch (err) {
        notify(tm(err as Error), 'error')
      }
    }
    setSending(false)
    await qc.invalidateQueries({ queryKey: ['deliveries'] })
    notify(
      cashOnDelivery
        ? t('Your report is sent. FarmTrek will decide soon.')
        : t('Your report is sent. The payment waits until FarmTrek decides.'),
      'success',
    )
    onDone()
  }
  const onSubmit = form.handleSubmit((v) =>
    report.mutate(
      {
        lineId,
        input: {
          kind: v.kind,
          ...(v.kind === 'short_weight' && v.shortKg ? { shortKg: Number(v.shortKg) } : {}),
          ...(v.note ? { note: v.note } : {}),
        },
      },
      {
        onSuccess: (problem) => void sendPhotos(problem.id),
        onError: onServerError((message) => notify(message, 'error')),
      },
    ),
  )
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-2 text-left"
      aria-label={t('Report a problem')}
    >
      <SelectField label={t('What went wrong?')} {...form.register('kind')}>
        <option value="not_received">{t('Not received')}</option>
        <option value="short_weight">{t('Short weight')}</option>
        <option value="poor_quality">{t('Poor quality')}</option>
      </SelectField>
      {kind === 'short_weight' && (
        <Field
          label={t('How many kg were missing?')}
          inputMode="numeric"
          {...form.register('shortKg')}
          error={errorOf('shortKg')}
        />
      )}
      <TextAreaField
        label={t('What happened (optional)')}
        maxLength={PROBLEM_NOTE_MAX}
        rows={3}
        {...form.register('note')}
        error={errorOf('note')}
      />
      <ProblemPhotosInput files={photos} onChange={setPhotos} disabled={sending} />
      <FormActions
        submitLabel={t('Send report')}
        closeLabel={t('Close')}
        pending={report.isPending || sending}
        onClose={onDone}
      />
    </form>
  )
}
