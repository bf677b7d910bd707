import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  REFUND_AMOUNT_RULE,
  resolutionInput,
  ResolveProblemFormSchema,
} from '#core/admin/problem-resolution-form.ts'
import { RESOLUTION_NOTE_MAX, type OperatorProblem } from '#core/deliveries/deliveries.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { Button, Field, SelectField, Spinner, TextAreaField } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useOpenProblems, usePeople, useResolveProblem } from '../api/problems.ts'
import { ProblemPhotos } from '#client/components/ui/problem-photos.tsx'

const KIND_LABELS = {
  not_received: 'Not received',
  short_weight: 'Short weight',
  poor_quality: 'Poor quality',
} as const

/** Open problems buyers reported with deliveries, oldest first: each resolved once. */
export function ProblemsPanel() {
  const { t, tm } = useI18n()
  const problems = useOpenProblems()
  if (problems.isPending) return <Spinner label={t('Loading...')} />
  if (problems.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(problems.error)}
      </p>
    )
  const open = problems.data.items.filter((p) => p.state === 'open')
  if (open.length === 0) return <p>{t('No open problems.')}</p>
  return <OpenProblems problems={open} />
}

/** The open problems, each with its buyer's and farmer's names and phones. */
function OpenProblems({ problems }: { problems: OperatorProblem[] }) {
  const { t } = useI18n()
  const people = usePeople(problems.flatMap((p) => [p.buyerId, p.farmerId ?? '']).filter(Boolean))
  const who = (id: string | null) => {
    if (!id) return '—'
    const person = people.data?.items.find((u) => u.id === id)
    return person ? [person.name, person.phone].filter(Boolean).join(', ') : id
  }
  return (
    <ul className="grid gap-3" aria-label={t('Problems')}>
      {problems.map((p) => (
        <ProblemRow key={p.id} problem={p} buyer={who(p.buyerId)} farmer={who(p.farmerId)} />
      ))}
    </ul>
  )
}

/** How long ago, in whole hours (days past two days). */
function useAge() {
  const { t } = useI18n()
  return (iso: string) => {
    const hours = Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 3_600_000))
    return hours < 48
      ? t('{hours, plural, one {# hour old} other {# hours old}}', { hours })
      : t('{days, plural, one {# day old} other {# days old}}', { days: Math.floor(hours / 24) })
  }
}

function ProblemRow({
  problem: p,
  buyer,
  farmer,
}: {
  problem: OperatorProblem
  buyer: string
  farmer: string
}) {
  const { t, tm, locale } = useI18n()
  const age = useAge()
  const resolve = useResolveProblem()
  const [resolving, setResolving] = useState(false)
  const form = useForm({
    resolver: zodResolver(ResolveProblemFormSchema),
    defaultValues: { outcome: 'full' as const, rupees: '', note: '' },
  })
  const outcome = form.watch('outcome')
  const rupeesError = form.formState.errors.rupees?.message
  const noteError = form.formState.errors.note?.message
  const onSubmit = form.handleSubmit((values) => {
    const input = resolutionInput(values, p.linePaise)
    if (!input) {
      form.setError('rupees', { message: tm(REFUND_AMOUNT_RULE) }, { shouldFocus: true })
      return
    }
    return resolve.mutateAsync({ id: p.id, input }).then(
      () => setResolving(false),
      () => {},
    )
  })
  return (
    <li
      data-testid="open-problem"
      className="grid gap-2 rounded-lg border border-stone-300 bg-white p-3"
    >
      <p className="font-semibold wrap-anywhere">
        {p.orderNumber} · {t(KIND_LABELS[p.kind])}
        {p.shortKg !== null && ` · ${t('{kg} kg short', { kg: p.shortKg })}`}
      </p>
      <p className="wrap-anywhere">
        {t('{kg} kg {crop}, {amount}', {
          kg: p.quantityKg,
          crop: t(p.crop),
          amount: formatPaise(p.linePaise, locale),
        })}
      </p>
      <p className="text-sm wrap-anywhere text-stone-700">
        {t('Buyer {buyer} · Farmer {farmer}', { buyer, farmer })}
      </p>
      {p.note && <p className="wrap-anywhere whitespace-pre-line">{p.note}</p>}
      {p.answer && (
        <p className="text-sm wrap-anywhere text-stone-700">
          {t('Farmer answered: {answer}', { answer: p.answer })}
        </p>
      )}
      <ProblemPhotos photos={p.photos} />
      {p.cashOnDelivery && (
        <p className="text-sm wrap-anywhere text-stone-700">
          {t(
            'Cash on Delivery: a refund is paid to the buyer by hand (Payouts, Refunds to pay by hand) and taken from the farmer’s next payouts.',
          )}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {formatDate(p.createdAt, locale, 'mediumTime')} · {age(p.createdAt)}
      </p>
      {resolve.error && (
        <p role="alert" className="text-red-800">
          {tm(resolve.error)}
        </p>
      )}
      {resolving ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-2">
          <SelectField label={t('Resolve by')} {...form.register('outcome')}>
            <option value="full">
              {t('Refund the whole line ({amount})', {
                amount: formatPaise(p.linePaise, locale),
              })}
            </option>
            <option value="partial">{t('Refund a part')}</option>
            <option value="release">
              {p.cashOnDelivery
                ? t('Close it for the farmer (they keep the cash)')
                : t('Release the payout to the farmer')}
            </option>
          </SelectField>
          {outcome === 'partial' && (
            <Field
              label={t('Refund in rupees')}
              inputMode="decimal"
              {...form.register('rupees')}
              error={rupeesError ? tm(rupeesError) : undefined}
            />
          )}
          <TextAreaField
            label={t('Note to the buyer and the farmer (optional)')}
            rows={2}
            maxLength={RESOLUTION_NOTE_MAX}
            {...form.register('note')}
            error={noteError ? tm(noteError) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={resolve.isPending}>
              {t('Resolve')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setResolving(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button onClick={() => setResolving(true)}>{t('Resolve…')}</Button>
        </div>
      )}
    </li>
  )
}
