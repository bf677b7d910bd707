import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  MarkManualRefundPaidInputSchema,
  type AdminManualRefund,
  type ManualRefundState,
} from '#core/payments/manual-refunds.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { Button, Field, FormActions, SelectField, Spinner } from '#client/components/ui/form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useManualRefunds, useMarkManualRefundPaid } from '../api/manual-refunds.ts'

/**
 * Refunds to pay by hand: Cash-on-Delivery lines refunded after a reported problem, which FarmTrek
 * pays back to the buyer by UPI or bank transfer (the farmer's next payouts pay for them). Each
 * due one is marked paid once with the bank's reference (UTR); the buyer is told by the server.
 */
export function ManualRefunds() {
  const { t, tm, locale } = useI18n()
  const [state, setState] = useState<ManualRefundState>('due')
  const list = useManualRefunds(state)
  const items = list.data?.items ?? []
  const due = list.data?.totals.due
  return (
    <section className="grid gap-3" aria-labelledby="manual-refunds-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="manual-refunds-title" className="text-lg font-bold">
          {t('Refunds to pay by hand')}
        </h2>
        <SelectField
          label={t('Show')}
          value={state}
          onChange={(e) => setState(e.target.value as ManualRefundState)}
        >
          <option value="due">{t('To pay')}</option>
          <option value="paid">{t('Paid')}</option>
        </SelectField>
      </div>
      {due && due.count > 0 && (
        <p className="text-sm text-stone-700">
          {t('{count} to pay, {amount}', {
            count: due.count,
            amount: formatPaise(due.paise, locale),
          })}
        </p>
      )}
      {list.isPending && <Spinner label={t('Loading...')} />}
      {list.isError && (
        <p role="alert" className="text-red-800">
          {tm(list.error)}
        </p>
      )}
      {list.data && items.length === 0 && (
        <p>
          {state === 'due' ? t('No refunds to pay by hand.') : t('No refunds paid by hand yet.')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-3" aria-label={t('Refunds to pay by hand')}>
          {items.map((r) => (
            <ManualRefundRow key={r.id} refund={r} />
          ))}
        </ul>
      )}
    </section>
  )
}

const UtrSchema = MarkManualRefundPaidInputSchema

function ManualRefundRow({ refund: r }: { refund: AdminManualRefund }) {
  const { t, locale } = useI18n()
  const [marking, setMarking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const mark = useMarkManualRefundPaid()
  const form = useForm({ resolver: zodResolver(UtrSchema), defaultValues: { utr: '' } })
  const { errorOf, onServerError } = useFormMessages(form, ['utr'] as const)
  const amount = formatPaise(r.amountPaise, locale)
  const submit = form.handleSubmit(({ utr }) => {
    setProblem(null)
    mark.mutate(
      { id: r.id, utr },
      { onSuccess: () => setMarking(false), onError: onServerError((m) => setProblem(m)) },
    )
  })
  return (
    <li
      data-testid="manual-refund"
      className="grid gap-1 rounded-lg border border-stone-300 bg-white p-3"
    >
      <p className="font-semibold wrap-anywhere">
        {amount} · {r.buyerName}
        {r.buyerPhone && ` · ${r.buyerPhone}`}
      </p>
      <p className="text-sm wrap-anywhere text-stone-700">
        {r.orderNumber} · {t(r.crop)} · {formatDate(r.createdAt, locale, 'mediumTime')}
      </p>
      {r.farmerName && (
        <p className="text-sm wrap-anywhere text-stone-700">
          {t('Taken from the next payouts of {farmer}', { farmer: r.farmerName })}
        </p>
      )}
      {r.state === 'paid' && r.paidAt && (
        <p className="text-sm wrap-anywhere text-green-800">
          {t('Paid {time}, reference {reference}', {
            time: formatDate(r.paidAt, locale, 'mediumTime'),
            reference: r.utr ?? '',
          })}
        </p>
      )}
      {problem && (
        <p role="alert" className="wrap-anywhere text-red-800">
          {problem}
        </p>
      )}
      {r.state === 'due' &&
        (marking ? (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-md gap-2">
            <Field
              label={t('Bank reference (UTR) of the transfer')}
              autoComplete="off"
              {...form.register('utr')}
              error={errorOf('utr')}
            />
            <FormActions
              submitLabel={t('Mark {amount} paid', { amount })}
              closeLabel={t('Cancel')}
              pending={mark.isPending}
              onClose={() => {
                setMarking(false)
                setProblem(null)
                form.reset()
              }}
            />
          </form>
        ) : (
          <div>
            <Button type="button" onClick={() => setMarking(true)}>
              {t('Mark paid…')}
            </Button>
          </div>
        ))}
    </li>
  )
}
