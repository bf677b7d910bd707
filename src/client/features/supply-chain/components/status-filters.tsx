import { matchesFilter, STATUS_FILTERS, type StatusFilter } from '#core/orders/order-status.ts'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'

const FILTER_LABELS: Record<StatusFilter, string> = {
  open: 'Open',
  done: 'Delivered',
  cancelled: 'Cancelled or declined',
  all: 'All',
}

/** Open, Delivered, Cancelled or declined, All: each with how many orders it shows. */
export function StatusFilters({
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
