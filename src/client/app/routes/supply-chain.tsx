import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import {
  matchesFilter,
  nextStatus,
  STATUS_FILTERS,
  type OrderStatus,
  type StatusFilter,
} from '#core/orders/order-status.ts'
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '#core/orders/payment.ts'
import {
  DECLINE_REASON_MAX,
  TRANSPORT_MAX,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import { CardTable, cardCell, cardRow } from '#client/components/ui/card-table.tsx'
import { Button, Field, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSupplyChain } from '#client/features/supply-chain/api/get-supply-chain.ts'
import { useDeclineSupplyChainOrder } from '#client/features/supply-chain/api/decline-supply-chain-order.ts'
import { useMoveSupplyChainOrder } from '#client/features/supply-chain/api/move-supply-chain-order.ts'
import { useNewOrderNotice } from '#client/features/supply-chain/components/new-order-alerts.tsx'
import { useSupplyChainStream } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'
import { formatDate, formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#client/lib/money.ts'
import { PayoutStateText } from '#client/features/payments/components/payout-state.tsx'

/** Pending red, In Transit orange, Delivered green — always with the word and an icon too, for readers who cannot tell the colours apart. */
const STATUS_LOOK: Record<OrderStatus, { className: string; icon: string }> = {
  Pending: { className: 'bg-red-100 text-red-800 ring-red-300', icon: '●' },
  'In Transit': { className: 'bg-orange-100 text-orange-800 ring-orange-300', icon: '➜' },
  Delivered: { className: 'bg-green-100 text-green-800 ring-green-300', icon: '✓' },
  Cancelled: { className: 'bg-stone-100 text-stone-800 ring-stone-300', icon: '✕' },
  Declined: { className: 'bg-stone-100 text-stone-800 ring-stone-300', icon: '✕' },
}

const FILTER_LABELS: Record<StatusFilter, string> = {
  open: 'Open',
  done: 'Delivered',
  cancelled: 'Cancelled or declined',
  all: 'All',
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const look = STATUS_LOOK[status]
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap ring-1 ${look.className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {t(status)}
    </span>
  )
}

/**
 * One text the farmer gives to take a step (the transport for In Transit, the reason for a
 * decline): refused blank in the page, sent trimmed, the server's refusal shown beside it.
 */
function StepForm({
  formLabel,
  label,
  name,
  placeholder,
  maxLength,
  blankMessage,
  submitLabel,
  pending,
  send,
  onDone,
}: {
  formLabel: string
  label: string
  name: string
  placeholder?: string
  maxLength: number
  blankMessage: string
  submitLabel: string
  pending: boolean
  send: (text: string, callbacks: { onSuccess: () => void; onError: (err: Error) => void }) => void
  onDone: () => void
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { t, tm } = useI18n()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return setError(blankMessage)
    send(text.trim(), { onSuccess: onDone, onError: (err) => setError(tm(err)) })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-2" aria-label={formLabel}>
      <Field
        label={label}
        name={name}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
        {/* 'Close', not 'Cancel': the button only closes the form, and 'रद्द करें' / 'ரத்து செய்'
            would read as cancelling the order. */}
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('Close')}
        </Button>
      </div>
    </form>
  )
}

function DeclineForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const decline = useDeclineSupplyChainOrder()
  const notify = useNotify()
  const t = useT()
  return (
    <StepForm
      formLabel={t('Decline {crop}', { crop: t(order.crop) })}
      label={t('Reason for the buyer')}
      name="reason"
      maxLength={DECLINE_REASON_MAX}
      blankMessage={t('Tell the buyer why you decline this order.')}
      submitLabel={t('Confirm decline')}
      pending={decline.isPending}
      send={(reason, { onSuccess, onError }) =>
        decline.mutate(
          { id: order.id, reason },
          {
            onSuccess: () => {
              notify(t('Order declined. The buyer has been told.'), 'success')
              onSuccess()
            },
            onError,
          },
        )
      }
      onDone={onDone}
    />
  )
}

function TransportForm({ order, onDone }: { order: SupplyChainOrder; onDone: () => void }) {
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const t = useT()
  return (
    <StepForm
      formLabel={t('Transport for {crop}', { crop: t(order.crop) })}
      label={t('Transport (vehicle number)')}
      name="transport"
      placeholder={t('e.g. TN-09-AB-1234')}
      maxLength={TRANSPORT_MAX}
      blankMessage={t('Please enter the transport, for example a vehicle number.')}
      submitLabel={t('Confirm In Transit')}
      pending={move.isPending}
      send={(transport, { onSuccess, onError }) =>
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
              onSuccess()
            },
            onError,
          },
        )
      }
      onDone={onDone}
    />
  )
}

function NextAction({ order }: { order: SupplyChainOrder }) {
  const [asking, setAsking] = useState<'transport' | 'decline' | null>(null)
  const move = useMoveSupplyChainOrder()
  const notify = useNotify()
  const t = useT()
  const next = nextStatus(order.status)
  if (!next) return <span className="text-stone-600">{t('Done')}</span>
  if (next === 'In Transit') {
    if (asking === 'transport')
      return <TransportForm order={order} onDone={() => setAsking(null)} />
    if (asking === 'decline') return <DeclineForm order={order} onDone={() => setAsking(null)} />
    return (
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setAsking('transport')}>
          {t('Mark In Transit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setAsking('decline')}
          aria-label={t('Decline {crop}', { crop: t(order.crop) })}
        >
          {t('Decline')}
        </Button>
      </div>
    )
  }
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={move.isPending}
      onClick={() =>
        move.mutate(
          { id: order.id, status: 'Delivered' },
          {
            onSuccess: () =>
              notify(
                t('{crop} for {buyer} is Delivered.', {
                  crop: t(order.crop),
                  buyer: order.buyerName,
                }),
                'success',
              ),
            onError: (err) => notify(err.message, 'error'),
          },
        )
      }
    >
      {move.isPending && <Spinner />}
      {t('Mark Delivered')}
    </Button>
  )
}

function StatusFilters({
  items,
  filter,
  onChange,
}: {
  items: readonly SupplyChainOrder[]
  filter: StatusFilter
  onChange: (f: StatusFilter) => void
}) {
  const { t, locale } = useI18n()
  return (
    <div role="group" aria-label={t('Show orders')} className="flex flex-wrap gap-2">
      {STATUS_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={filter === f}
          onClick={() => onChange(f)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${filter === f ? 'bg-green-700 text-white ring-green-700' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100'}`}
        >
          {t(FILTER_LABELS[f])}{' '}
          <span className="font-normal">
            ({formatNumber(items.filter((o) => matchesFilter(o.status, f)).length, locale)})
          </span>
        </button>
      ))}
    </div>
  )
}

const isFilter = (v: string | null): v is StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(v ?? '')

export function Component() {
  const { data, error, isPending } = useSupplyChain()
  const stream = useSupplyChainStream(useNewOrderNotice())
  const { t, tm, locale } = useI18n()
  const [params, setParams] = useSearchParams()
  const show = params.get('show')
  const filter: StatusFilter = isFilter(show) ? show : 'open'
  const shown = data?.items.filter((o) => matchesFilter(o.status, filter)) ?? []

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('Supply Chain')}</PageTitle>
        <p className="text-sm text-stone-700" role="status">
          <span
            aria-hidden="true"
            className={`mr-1 inline-block h-2 w-2 rounded-full ${stream === 'live' ? 'bg-green-600' : 'bg-stone-400'}`}
          />
          {stream === 'live'
            ? t('Live updates on')
            : stream === 'reconnecting'
              ? t('Reconnecting…')
              : t('Connecting…')}
        </p>
      </div>
      {isPending && <p role="status">{t('Loading...')}</p>}
      {error && (
        <p role="alert" className="text-red-800">
          {t('Error: {message}', { message: tm(error) })}
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className="text-stone-700">{t('No supply-chain orders yet.')}</p>
      )}
      {data && data.items.length > 0 && (
        <StatusFilters
          items={data.items}
          filter={filter}
          onChange={(f) => setParams(f === 'open' ? {} : { show: f }, { replace: true })}
        />
      )}
      {data && data.items.length > 0 && shown.length === 0 && (
        <p className="text-stone-700">{t('No orders here.')}</p>
      )}
      {shown.length > 0 && (
        <CardTable
          caption={t('Supply-chain orders')}
          columns={[
            t('Crop'),
            t('Buyer'),
            t('Status'),
            t('Transport'),
            <span className="sr-only">{t('Next step')}</span>,
          ]}
        >
          {shown.map((o) => (
            <tr key={o.id} data-order-id={o.id} className={`${cardRow} sm:align-top`}>
              <td data-label={t('Crop')} className={cardCell}>
                <span className="min-w-0">
                  <span className="font-medium break-words">{t(o.crop)}</span>
                  <span className="block text-sm text-stone-600">
                    {t('{kg} kg', { kg: formatNumber(o.quantityKg, locale) })}
                  </span>
                  {o.orderNumber && (
                    <span className="block text-sm text-stone-600">
                      {t('Order {number}', { number: o.orderNumber })}
                    </span>
                  )}
                  <span className="block text-sm text-stone-600">
                    <time dateTime={o.createdAt}>
                      {formatDate(o.createdAt, locale, 'mediumTime')}
                    </time>
                  </span>
                  {o.amountPaise !== null && (
                    <span className="block text-sm font-semibold">
                      {formatPaise(o.amountPaise, locale)}
                    </span>
                  )}
                  {o.paymentMethod && o.paymentStatus && (
                    <span className="block text-sm text-stone-600">
                      {t('Payment: {method} · {status}', {
                        method: t(PAYMENT_LABELS[o.paymentMethod]),
                        status: t(PAYMENT_STATUS_LABELS[o.paymentStatus]),
                      })}
                    </span>
                  )}
                  {o.payout && <PayoutStateText state={o.payout} />}
                </span>
              </td>
              <td data-label={t('Buyer')} className={`${cardCell} break-words`}>
                <span className="min-w-0">
                  {o.buyerName}
                  {o.delivery && (
                    <>
                      <span className="block text-sm whitespace-pre-line text-stone-700">
                        {o.delivery.address}
                      </span>
                      <a
                        href={`tel:${o.delivery.phone}`}
                        className="flex min-h-11 items-center text-sm font-medium text-green-800 underline"
                      >
                        {o.delivery.phone}
                      </a>
                    </>
                  )}
                </span>
              </td>
              <td data-label={t('Status')} className={cardCell}>
                <span className="min-w-0">
                  <StatusBadge status={o.status} />
                  {o.statusReason && (
                    <span className="block text-sm break-words text-stone-700">
                      {t('Reason: {reason}', { reason: o.statusReason })}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={t('Transport')} className={`${cardCell} break-all`}>
                {o.transport ?? '—'}
              </td>
              <td data-label="" className={`${cardCell} before:hidden`}>
                <div className="min-w-0 flex-1 pt-1 sm:pt-0">
                  <NextAction order={o} />
                </div>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </div>
  )
}
