import type { ListingList } from '#core/listings/listings.contract.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * What a search was understood as, from the browse answer: 'Showing Onion — प्याज़, வெங்காயம்'
 * (the crop in the page's language, then its other names), and for a misspelling which crop was
 * taken. Announced politely as the answer changes; nothing without a recognised crop.
 */
export function SearchUnderstood({
  understood,
  query,
}: {
  understood: ListingList['understood'] | undefined
  query: string
}) {
  const { t } = useI18n()
  if (!understood) return null
  const crop = t(understood.crop)
  const names = [understood.crop, ...understood.names].filter((n, i, all) => {
    return n !== crop && all.indexOf(n) === i
  })
  return (
    <p role="status" className="text-stone-800" data-testid="search-understood">
      {understood.typo ? (
        <>{t('No crop is called “{query}”; the nearest is {crop}.', { query, crop })} </>
      ) : null}
      {names.length > 0
        ? t('Showing {crop} — {names}', { crop, names: names.join(', ') })
        : t('Showing {crop}', { crop })}
    </p>
  )
}
