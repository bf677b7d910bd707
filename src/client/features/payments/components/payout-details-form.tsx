import { useState, type FormEvent } from 'react'
import { PayoutDetailsInputSchema } from '#core/payments/payments.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { usePayoutDetails, useSavePayoutDetails } from '../api/payouts.ts'

const FIELDS = [
  'linkedAccountId',
  'upiVpa',
  'bankAccountNumber',
  'bankIfsc',
  'accountHolder',
  'password',
] as const
type FieldName = (typeof FIELDS)[number]

/**
 * Where the farmer is paid for orders paid online: a Razorpay Route linked account (the money is
 * transferred on delivery), or a UPI ID / bank account for a payout the operator makes. The bank
 * account comes back only by its last four digits, so it is typed again to change it. Saving asks
 * for the farmer's password; after a change the server tells them by SMS and email and holds new
 * payouts for a while, and the form says until when.
 */
export function PayoutDetailsForm() {
  const details = usePayoutDetails()
  const save = useSavePayoutDetails()
  const notify = useNotify()
  const { t, tm, locale } = useI18n()
  const [values, setValues] = useState<Record<FieldName, string> | null>(null)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const current =
    values ??
    ({
      linkedAccountId: details.data?.linkedAccountId ?? '',
      upiVpa: details.data?.upiVpa ?? '',
      bankAccountNumber: '',
      bankIfsc: details.data?.bankIfsc ?? '',
      accountHolder: details.data?.accountHolder ?? '',
      password: '',
    } satisfies Record<FieldName, string>)
  const set = (k: FieldName) => (e: { target: { value: string } }) =>
    setValues({ ...current, [k]: e.target.value })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = PayoutDetailsInputSchema.safeParse(current)
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {}
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as FieldName
        next[k] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    save.mutate(current, {
      onSuccess: () => {
        setValues(null)
        notify(t('Payout details saved.'), 'success')
      },
      onError: (err) => {
        const field =
          err instanceof ApiRequestError && (FIELDS as readonly string[]).includes(err.field ?? '')
            ? (err.field as FieldName)
            : null
        if (field) setErrors({ [field]: err.message })
        else notify(tm(err), 'error')
      },
    })
  }

  const err = (k: FieldName) => (errors[k] ? tm(errors[k]) : undefined)
  return (
    <section
      aria-labelledby="payout-details-title"
      className="rounded-xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="payout-details-title" className="text-lg font-bold text-green-900">
        {t('Payout details')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {t('Where we pay you for orders paid online. The money is held until you deliver.')}
      </p>
      {details.data?.bankAccountLast4 && (
        <p className="mt-2 text-sm">
          {t('Bank account ending {last4}', { last4: details.data.bankAccountLast4 })}
        </p>
      )}
      {details.data?.payoutsHeldUntil && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {t('Your payout details changed, so new payouts wait until {time}.', {
            time: formatDate(details.data.payoutsHeldUntil, locale, 'mediumTime'),
          })}
        </p>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 space-y-3"
        aria-label={t('Payout details')}
      >
        <Field
          label={t('UPI ID')}
          value={current.upiVpa}
          onChange={set('upiVpa')}
          autoComplete="off"
          error={err('upiVpa')}
        />
        <Field
          label={t('Bank account number')}
          value={current.bankAccountNumber}
          onChange={set('bankAccountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={err('bankAccountNumber')}
        />
        <Field
          label={t('IFSC')}
          value={current.bankIfsc}
          onChange={set('bankIfsc')}
          error={err('bankIfsc')}
        />
        <Field
          label={t('Account holder name')}
          value={current.accountHolder}
          onChange={set('accountHolder')}
          error={err('accountHolder')}
        />
        <Field
          label={t('Payment account ID from FarmTrek (only if we gave you one)')}
          value={current.linkedAccountId}
          onChange={set('linkedAccountId')}
          autoComplete="off"
          error={err('linkedAccountId')}
        />
        <Field
          label={t('Your password')}
          type="password"
          value={current.password}
          onChange={set('password')}
          autoComplete="current-password"
          required
          hint={t(
            'To keep your money safe, saving needs your password. We tell you by SMS and email each time these details change.',
          )}
          error={err('password')}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('Save payout details')}
        </Button>
      </form>
    </section>
  )
}
