import { zodResolver } from '@hookform/resolvers/zod'
import type { FormEvent, ReactNode } from 'react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DeliveryCodeInputSchema } from '#core/deliveries/deliveries.contract.ts'
import {
  DECLINE_REASON_MAX,
  DeclineSupplyChainOrderInputSchema,
  TRANSPORT_MAX,
  TransportInputSchema,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import { Button, Field, FormActions, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useI18n, useT } from '#client/i18n/i18n.tsx'
import { useFormMessages } from '#client/lib/form-messages.ts'
import { useDeclineSupplyChainOrder } from '../api/decline-supply-chain-order.ts'
import { useMoveSupplyChainOrder } from '../api/move-supply-chain-order.ts'

/**
 * The frame of a step's form: its one field, the submit button and Close. 'Close', not 'Cancel':
 * the button only closes the form, and 'रद्द करें' / 'ரத்து செய்' would read as cancelling the order.
 */
function StepFrame({
  formLabel,
  submitLabel,
  pending,
  onSubmit,
  onDone,
  children,
}: {
  formLabel: string
  submitLabel: string
  pending: boolean
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>
  onDone: () => void
  children: ReactNode
}) {
  const t = useT()
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-2 space-y-2"
      aria-label={formLabel}
    >
      {children}
      <FormActions
        submitLabel={submitLabel}
        closeLabel={t('Close')}
        pending={pending}
        onClose={onDone}
      />
    </form>
  )
}

/**
 * The transport that moves an order to In Transit: refused blank in the page, sent trimmed, the
 * server's refusal shown beside it.
 */
export function TransportForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const { t } = useI18n()
  const form = useForm({
    resolver: zodResolver(TransportInputSchema),
    defaultValues: { transport: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['transport'])
  const onSubmit = form.handleSubmit(({ transport }) =>
    move.mutate(
      { id: order.id, status: 'In Transit', transport },
      {
        onSuccess: () => {
          notify(
            t('{crop} for {buyer} is In Transit.', {
              crop: t(order.crop),
              buyer: order.buyerName,
            }),
            'success',
          )
          onDone()
        },
        // Every refusal concerns the one field, so it stands beside it.
        onError: onServerError((message) => form.setError('transport', { message })),
      },
    ),
  )
  return (
    <StepFrame
      formLabel={t('Transport for {crop}', { crop: t(order.crop) })}
      submitLabel={t('Confirm In Transit')}
      pending={move.isPending}
      onSubmit={onSubmit}
      onDone={onDone}
    >
      <Field
        label={t('Transport (vehicle number)')}
        placeholder={t('e.g. TN-09-AB-1234')}
        maxLength={TRANSPORT_MAX}
        autoFocus
        {...form.register('transport')}
        error={errorOf('transport')}
      />
    </StepFrame>
  )
}

/** The reason the buyer is told when the farmer declines an order; refused blank, as above. */
export function DeclineForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const decline = useDeclineSupplyChainOrder()
  const notify = useNotify()
  const { t } = useI18n()
  const form = useForm({
    resolver: zodResolver(DeclineSupplyChainOrderInputSchema),
    defaultValues: { reason: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['reason'])
  const onSubmit = form.handleSubmit(({ reason }) =>
    decline.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          notify(t('Order declined. The buyer has been told.'), 'success')
          onDone()
        },
        onError: onServerError((message) => form.setError('reason', { message })),
      },
    ),
  )
  return (
    <StepFrame
      formLabel={t('Decline {crop}', { crop: t(order.crop) })}
      submitLabel={t('Confirm decline')}
      pending={decline.isPending}
      onSubmit={onSubmit}
      onDone={onDone}
    >
      <Field
        label={t('Reason for the buyer')}
        maxLength={DECLINE_REASON_MAX}
        autoFocus
        {...form.register('reason')}
        error={errorOf('reason')}
      />
    </StepFrame>
  )
}

/**
 * Marking an order Delivered, confirmed first: the buyer's 4-digit delivery code (the delivery is
 * confirmed and the payment released), or, when the buyer cannot be reached, without it after a
 * second tap (the buyer then has 48 hours to confirm or report a problem). A wrong code, or the
 * hour's lock after five, stands beside the field.
 */
export function DeliverForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const { t, tm } = useI18n()
  const [withoutCode, setWithoutCode] = useState(false)
  const form = useForm({
    resolver: zodResolver(DeliveryCodeInputSchema),
    defaultValues: { code: '' },
  })
  const { errorOf, onServerError } = useFormMessages(form, ['code'])
  const delivered = (text: string) => {
    notify(text, 'success')
    onDone()
  }
  const onSubmit = form.handleSubmit(({ code }) =>
    move.mutate(
      { id: order.id, status: 'Delivered', code },
      {
        onSuccess: () =>
          delivered(
            t('{crop} for {buyer} is Delivered.', { crop: t(order.crop), buyer: order.buyerName }),
          ),
        onError: onServerError((message) => form.setError('code', { message })),
      },
    ),
  )
  if (withoutCode)
    return (
      <div className="mt-2 space-y-2" role="group" aria-label={t('Deliver without the code')}>
        <p className="text-sm">
          {t(
            'The buyer will be asked to confirm within 48 hours; your payment waits until then. Mark Delivered without the code?',
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { id: order.id, status: 'Delivered', withoutCode: true },
                {
                  onSuccess: () => delivered(t("Delivered — awaiting the buyer's confirmation")),
                  onError: (err) => notify(tm(err), 'error'),
                },
              )
            }
          >
            {move.isPending && <Spinner />}
            {t('Yes, mark Delivered')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setWithoutCode(false)}>
            {t('Back')}
          </Button>
        </div>
      </div>
    )
  return (
    <StepFrame
      formLabel={t('Deliver {crop}', { crop: t(order.crop) })}
      submitLabel={t('Confirm Delivered')}
      pending={move.isPending}
      onSubmit={onSubmit}
      onDone={onDone}
    >
      <Field
        label={t("Buyer's delivery code (4 digits)")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        autoFocus
        {...form.register('code')}
        error={errorOf('code')}
      />
      <Button type="button" variant="secondary" onClick={() => setWithoutCode(true)}>
        {t('Buyer not reachable: deliver without the code')}
      </Button>
    </StepFrame>
  )
}
