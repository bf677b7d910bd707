import { useDeferredValue } from 'react'
import { useSearchParams } from 'react-router'
import { AfterFirstPaint } from '#client/components/ui/after-first-paint.tsx'
import { PageTitle } from '#client/components/ui/form.tsx'
import { LiveClock } from '#client/features/market-prices/components/live-clock.tsx'
import { MarketPricesTable } from '#client/features/market-prices/components/market-prices-table.tsx'
import { PricePrediction } from '#client/features/market-prices/components/price-prediction.tsx'
import {
  PriceFreshness,
  PriceSources,
} from '#client/features/market-prices/components/price-freshness.tsx'
import { MyListingsTable } from '#client/features/listings/components/my-listings-table.tsx'
import { useMarketDataStatus } from '#client/features/market-prices/api/get-market-data-status.ts'
import { useShownPrices } from '#client/features/market-prices/hooks/use-shown-prices.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** /real-time-prices (farmer only): mandi prices, a 7-day forecast and the farmer's own listings. */
export function Component() {
  // Search and page live in the URL, so Back and shared links keep them: ?q=onion&page=2
  const [params, setParams] = useSearchParams()
  const t = useT()
  // The freshness lines above the table (and the notice when prices are old) take their height
  // only when the status and the rows answer: until then what follows waits, hidden, so it is not
  // pushed down when they arrive (a layout shift of 0.15 on a phone in Lighthouse).
  const status = useMarketDataStatus()
  // Deferred as in PriceFreshness, so the lines above and this block appear in the same render,
  // a time-sliced one (it keeps the page's blocking time down).
  const statusPending = useDeferredValue(status.isPending)
  const q = params.get('q') ?? ''
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  // The title and the freshness lines follow the rows shown, each at its own date: a page of
  // old prices is not called real-time because another crop's price is fresh.
  const shown = useShownPrices(q, page)
  const rowsPending = shown.dates === undefined && !shown.failed

  const update = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams(params)
    const nq = next.q ?? q
    const np = next.page ?? page
    if (nq) p.set('q', nq)
    else p.delete('q')
    if (np > 1) p.set('page', String(np))
    else p.delete('page')
    // Typing replaces the entry; paging adds one, so Back returns to the previous page.
    setParams(p, { replace: next.q !== undefined })
  }

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <PageTitle>
          {shown.current ? t('Real-Time Crop Prices') : t('Crop Prices at the Mandis')}
        </PageTitle>
        <LiveClock />
        <p className="text-sm text-stone-600">
          {t(
            'Mandi prices from Agmarknet (Directorate of Marketing & Inspection), per kg of the modal price.',
          )}
        </p>
        <PriceFreshness dates={shown.dates} />
      </header>
      <div hidden={statusPending || rowsPending} className="space-y-8">
        <MarketPricesTable
          q={q}
          page={page}
          onSearch={(text) => update({ q: text, page: 1 })}
          onPage={(n) => update({ page: n })}
        />
        {/* Below the fold on a phone: built after the prices table has painted. */}
        <AfterFirstPaint>
          <PricePrediction />
          <MyListingsTable />
        </AfterFirstPaint>
        <PriceSources />
      </div>
    </div>
  )
}
