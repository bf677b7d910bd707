import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PayoutDetailsInputSchema, type PayoutDetails } from '#core/payments/payments.contract.ts'
import { Button, Field, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { usePayoutDetails, useSavePayoutDetails } from '../api/payouts.ts'

const FIELDS = [
  'linkedAccountId',
  'upiVpa',
  'bankAccountNumber',
  'bankIfsc',
  'accountHolder',
  'password',
] as const
type Values = Record<(typeof FIELDS)[number], string>

/** The stored details as the form shows them: the bank account and the password typed afresh. */
const valuesOf = (d: PayoutDetails | null | undefined): Values => ({
  linkedAccountId: d?.linkedAccountId ?? '',
  upiVpa: d?.upiVpa ?? '',
  bankAccountNumber: '',
  bankIfsc: d?.bankIfsc ?? '',
  accountHolder: d?.accountHolder ?? '',
  password: '',
})

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
  const { t, locale } = useI18n()
  const form = useForm<
    z.input<typeof PayoutDetailsInputSchema>,
    unknown,
    z.output<typeof PayoutDetailsInputSchema>
  >({
    resolver: zodResolver(PayoutDetailsInputSchema),
    // The stored details fill the form when they arrive; what the farmer typed meanwhile stays.
    values: valuesOf(details.data),
    resetOptions: { keepDirtyValues: true },
  })
  const { errorOf: err, onServerError } = useFormMessages(form, FIELDS)

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved))
        notify(t('Payout details saved.'), 'success')
      },
      onError: onServerError((message) => notify(message, 'error')),
    }),
  )

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
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="mt-4 space-y-3"
        aria-label={t('Payout details')}
      >
        <Field
          label={t('UPI ID')}
          {...form.register('upiVpa')}
          autoComplete="off"
          error={err('upiVpa')}
        />
        <Field
          label={t('Bank account number')}
          {...form.register('bankAccountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={err('bankAccountNumber')}
        />
        <Field label={t('IFSC')} {...form.register('bankIfsc')} error={err('bankIfsc')} />
        <Field
          label={t('Account holder name')}
          {...form.register('accountHolder')}
          error={err('accountHolder')}
        />
        <Field
          label={t('Payment account ID from FarmTrek (only if we gave you one)')}
          {...form.register('linkedAccountId')}
          autoComplete="off"
          error={err('linkedAccountId')}
        />
        <Field
          label={t('Your password')}
          type="password"
          {...form.register('password')}
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
