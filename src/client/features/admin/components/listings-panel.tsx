import { useState } from 'react'
import {
  HideListingInputSchema,
  LISTING_REASON_MAX,
  type ModeratedListing,
} from '#core/admin/listing-moderation.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { ReasonForm } from './reason-form.tsx'
import { formatDate, useI18n } from '#client/i18n/i18n.tsx'
import { useDecideListing, useModeratedListings, type ListingQueue } from '../api/listings.ts'

/**
 * Listings people reported (still on sale until decided) and the hidden ones: hide one with a
 * reason the farmer is told, dismiss a report, or show a hidden listing again.
 */
export function ListingsPanel() {
  const { t, tm } = useI18n()
  const [queue, setQueue] = useState<ListingQueue>('reported')
  const listings = useModeratedListings(queue)
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('Show')} className="flex flex-wrap gap-2">
        {(['reported', 'hidden'] as const).map((q) => (
          <Button
            key={q}
            variant={q === queue ? 'primary' : 'secondary'}
            aria-pressed={q === queue}
            onClick={() => setQueue(q)}
          >
            {q === 'reported' ? t('Reported') : t('Hidden')}
          </Button>
        ))}
      </div>
      {listings.isPending ? (
        <Spinner label={t('Loading...')} />
      ) : listings.isError ? (
        <p role="alert" className="text-red-800">
          {tm(listings.error)}
        </p>
      ) : listings.data.items.length === 0 ? (
        <p>{queue === 'reported' ? t('No reported listings.') : t('No hidden listings.')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('Listings')}>
          {listings.data.items.map((l) => (
            <ListingRow key={l.id} listing={l} />
          ))}
        </ul>
      )}
    </div>
  )
}

function ListingRow({ listing: l }: { listing: ModeratedListing }) {
  const { t, tm, locale } = useI18n()
  const decide = useDecideListing()
  const [asking, setAsking] = useState(false)
  return (
    <li
      data-testid="moderated-listing"
      className="grid gap-2 rounded-lg border border-stone-300 bg-white p-3"
    >
      <p className="font-semibold wrap-anywhere">
        <a href={paths.shopItem(l.id)} className="underline" target="_blank" rel="noreferrer">
          {l.productName}
        </a>
      </p>
      <p className="wrap-anywhere">
        {t('{farmer} · {price} / kg · {kg} kg left', {
          farmer: l.farmerName,
          price: formatPaise(l.pricePaise, locale),
          kg: l.quantityKg,
        })}
      </p>
      {l.reportedAt && (
        <p className="text-sm text-stone-700">
          {t('Reported {time}', { time: formatDate(l.reportedAt, locale, 'mediumTime') })}
          {l.reportNote && `: ${l.reportNote}`}
        </p>
      )}
      {l.hiddenAt && (
        <p className="text-sm wrap-anywhere text-amber-900">
          {t('Hidden by FarmTrek: {reason}', { reason: l.hiddenReason ?? '' })}
        </p>
      )}
      {decide.error && (
        <p role="alert" className="text-red-800">
          {tm(decide.error)}
        </p>
      )}
      {l.hiddenAt ? (
        <div>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: l.id, decision: 'unhide' })}
          >
            {t('Show again')}
          </Button>
        </div>
      ) : asking ? (
        <ReasonForm
          schema={HideListingInputSchema}
          label={t('Reason (the farmer is told it)')}
          maxLength={LISTING_REASON_MAX}
          submitLabel={t('Hide listing')}
          pending={decide.isPending}
          onSubmit={(reason) => decide.mutateAsync({ id: l.id, decision: 'hide', reason })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('Hide')}
          </Button>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: l.id, decision: 'dismiss' })}
          >
            {t('Dismiss report')}
          </Button>
        </div>
      )}
    </li>
  )
}
