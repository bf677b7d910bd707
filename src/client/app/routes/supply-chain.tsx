import { useSearchParams } from 'react-router'
import { matchesFilter, STATUS_FILTERS, type StatusFilter } from '#core/orders/order-status.ts'
import { PageTitle } from '#client/components/ui/form.tsx'
import { FarmerDelivery } from '#client/features/deliveries/components/farmer-delivery.tsx'
import { ReceiptLink } from '#client/features/orders/components/receipt-link.tsx'
import { PayoutStateText } from '#client/features/payments/components/payout-state.tsx'
import { useSupplyChain } from '#client/features/supply-chain/api/get-supply-chain.ts'
import { useNewOrderNotice } from '#client/features/supply-chain/components/new-order-alerts.tsx'
import { StatusFilters } from '#client/features/supply-chain/components/status-filters.tsx'
import { SupplyChainTable } from '#client/features/supply-chain/components/supply-chain-table.tsx'
import { useSupplyChainStream } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

const isFilter = (v: string | null): v is StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(v ?? '')

/** /supply-chain: the farmer's orders, live, filtered by status (`?show=`), each with its next step. */
export function Component() {
  const { data, error, isPending } = useSupplyChain()
  const stream = useSupplyChainStream(useNewOrderNotice())
  const { t, tm } = useI18n()
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
        <SupplyChainTable
          orders={shown}
          payout={(state, refund) => <PayoutStateText state={state} refund={refund} />}
          receipt={(number) => <ReceiptLink orderNumber={number} />}
          delivery={(o) => <FarmerDelivery supplyChainOrderId={o.id} />}
        />
      )}
    </div>
  )
}
