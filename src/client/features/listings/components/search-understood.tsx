import type { ListingList } from '#core/listings/listings.contract.ts'
import type { Language } from '#core/i18n/languages.ts'
import { useI18n } from '#client/i18n/i18n.tsx'

/** The script of each language's crop names (English is always shown). */
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
}

/**
 * What a search was understood as, from the browse answer: 'Showing प्याज़ — Onion' (the crop in
 * the page's language, then its English name), and for a misspelling which crop was taken. Names
 * in other languages are shown only in the script the search was typed in: a page loads its own
 * script's font only (a Tamil name on a Hindi page could draw as boxes), and a Marathi name on a
 * Hindi page is not the reader's word.
 * Announced politely as the answer changes; nothing without a recognised crop.
 */
export function SearchUnderstood({
  understood,
  query,
}: {
  understood: ListingList['understood'] | undefined
  query: string
}) {
  const { t, lang } = useI18n()
  if (!understood) return null
  const own = lang === 'en' ? undefined : understood.names[lang]
  const crop = own ?? t(understood.crop)
  // Another language's name only when the search was typed in its script: on a Hindi page the
  // Marathi name is drawn but is not the reader's ('टोमॅटो' beside 'टमाटर'), unless they typed it.
  const names = [
    understood.crop,
    ...Object.entries(understood.names)
      .filter(([l]) => SCRIPT[l as keyof typeof SCRIPT].test(query))
      .map(([, n]) => n),
  ].filter((n, i, all) => n !== crop && all.indexOf(n) === i)
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
