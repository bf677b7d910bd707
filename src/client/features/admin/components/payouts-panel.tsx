import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { AdminPayout } from '#core/payments/payouts-admin.contract.ts'
import { SettlePayoutsInputSchema } from '#core/payments/payouts-admin.contract.ts'
import { PAYOUT_STATES, type PayoutState } from '#core/payments/payouts.ts'
import { Button, Field, SelectField, Spinner } from '#client/components/ui/form.tsx'
import { formatPaise } from '#core/money/money.ts'
import { formatDate, useI18n, type Vars } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { DUE_PAYOUTS_CSV_URL, usePayouts, useSettlePayouts } from '../api/payouts.ts'
import { ManualRefunds } from './manual-refunds.tsx'

/** A payout state's name, in the reader's language. */
const stateLabel = (t: ReturnType<typeof useI18n>['t'], state: PayoutState) =>
  ({
    held: t('Held until delivery'),
    released: t('Due to be paid'),
    settled: t('Paid'),
    cancelled: t('Cancelled'),
  })[state]

const ReferenceSchema = SettlePayoutsInputSchema.pick({ reference: true })

/** A manual payout the operator may pay now (released, the farmer's details not just changed). */
const payable = (p: AdminPayout) => p.state === 'released' && p.mode === 'manual' && !p.heldUntil

/**
 * Farmers' payouts: the lines of one state with totals and where each is paid; the due ones as a
 * CSV for the bank's bulk upload; and, after the transfers, the chosen lines marked paid with the
 * bank's reference (UTR). The farmer is told by the server. Above them, the refunds FarmTrek
 * pays buyers back by hand (Cash-on-Delivery lines), each marked paid with its UTR.
 */
export function PayoutsPanel() {
  const { t, tm, locale } = useI18n()
  const [state, setState] = useState<PayoutState>('released')
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const list = usePayouts(state)
  const settle = useSettlePayouts()
  const form = useForm({ resolver: zodResolver(ReferenceSchema), defaultValues: { reference: '' } })
  const { errorOf, onServerError } = useFormMessages(form, ['reference'] as const)
  const [result, setResult] = useState<string | null>(null)

  const items = list.data?.items ?? []
  const canPay = items.filter(payable)
  const money = (paise: number) => formatPaise(paise, locale)
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const submit = form.handleSubmit(({ reference }) => {
    setResult(null)
    settle.mutate(
      { ids: [...chosen], reference },
      {
        onSuccess: (r) => {
          setChosen(new Set())
          form.reset()
          const refused = r.refused.map((x) => `${x.id.slice(0, 8)} (${x.reason})`).join(', ')
          setResult(
            [
              t('{count} marked paid ({amount}).', { count: r.settled, amount: money(r.paise) }),
              refused && t('Not marked: {list}', { list: refused }),
            ]
              .filter(Boolean)
              .join(' '),
          )
        },
        onError: onServerError((message) => setResult(message)),
      },
    )
  })

  return (
    <div className="grid gap-4">
      <ManualRefunds />
      <h2 className="text-lg font-bold">{t('Payouts to farmers')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('Show')}
          value={state}
          onChange={(e) => {
            setState(e.target.value as PayoutState)
            setChosen(new Set())
          }}
        >
          {PAYOUT_STATES.map((s) => (
            <option key={s} value={s}>
              {stateLabel(t, s)}
            </option>
          ))}
        </SelectField>
        <a
          href={DUE_PAYOUTS_CSV_URL}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100"
        >
          {t('Download the due payouts for the bank (CSV)')}
        </a>
      </div>
      {list.data && (
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
          {PAYOUT_STATES.map((s) => {
            const total = list.data.totals[s]
            return total ? (
              <li key={s}>
                {stateLabel(t, s)}:{' '}
                {t('{count} lines, {amount}', { count: total.count, amount: money(total.paise) })}
              </li>
            ) : null
          })}
        </ul>
      )}
      {list.isPending && <Spinner label={t('Loading...')} />}
      {list.isError && (
        <p role="alert" className="text-red-800">
          {tm(list.error)}
        </p>
      )}
      {list.data && items.length === 0 && <p>{t('No payouts in this state.')}</p>}
      {canPay.length > 0 && (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={canPay.every((p) => chosen.has(p.id))}
            onChange={(e) =>
              setChosen(e.target.checked ? new Set(canPay.map((p) => p.id)) : new Set())
            }
          />
          {t('Choose every payout that can be paid')}
        </label>
      )}
      <ul className="grid gap-3">
        {items.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-lg border border-stone-300 bg-white p-3">
            <div className="flex items-start gap-3">
              {payable(p) && (
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0"
                  aria-label={t('Choose {order}, {amount}', {
                    order: p.orderNumber,
                    amount: money(p.amountPaise),
                  })}
                  checked={chosen.has(p.id)}
                  onChange={() => toggle(p.id)}
                />
              )}
              <div className="grid min-w-0 gap-1">
                <p className="font-semibold wrap-anywhere">
                  {money(p.amountPaise)} · {p.farmerName} · {p.farmerPhone ?? ''}
                </p>
                <p className="text-sm wrap-anywhere text-stone-700">
                  {p.orderNumber} · {p.crop}
                  {p.releasedAt && ` · ${formatDate(p.releasedAt, locale, 'mediumTime')}`}
                </p>
                <p className="text-sm wrap-anywhere">{payToText(p, t)}</p>
                {p.heldUntil && (
                  <p className="text-sm text-amber-800">
                    {t('Details just changed: not before {time}', {
                      time: formatDate(p.heldUntil, locale, 'mediumTime'),
                    })}
                  </p>
                )}
                {p.settledAt && (
                  <p className="text-sm text-green-800">
                    {t('Paid {time}, reference {reference}', {
                      time: formatDate(p.settledAt, locale, 'mediumTime'),
                      reference: p.settlementRef ?? '',
                    })}
                  </p>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {canPay.length > 0 && (
        <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-md gap-3">
          <Field
            label={t('Bank reference (UTR) of the transfer')}
            {...form.register('reference')}
            error={errorOf('reference')}
          />
          <div>
            <Button type="submit" disabled={chosen.size === 0 || settle.isPending}>
              {settle.isPending && <Spinner label={t('Loading...')} />}
              {t('Mark {count} paid', { count: chosen.size })}
            </Button>
          </div>
        </form>
      )}
      {result && (
        <p role="status" className="wrap-anywhere">
          {result}
        </p>
      )}
    </div>
  )
}

function payToText(p: AdminPayout, t: (key: string, vars?: Vars) => string) {
  if (p.mode === 'route') return t('Razorpay Route transfer (paid by the gateway)')
  const { upiVpa, bankLast4, bankIfsc, accountHolder } = p.payTo
  const parts = [
    accountHolder,
    upiVpa && `UPI ${upiVpa}`,
    bankLast4 && `A/c …${bankLast4}${bankIfsc ? ` (${bankIfsc})` : ''}`,
  ].filter(Boolean)
  return parts.length > 0
    ? t('Pay to: {to}', { to: parts.join(', ') })
    : t('No payout details yet: ask the farmer to add them.')
}
