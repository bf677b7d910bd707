import type { Problem } from '#core/deliveries/deliveries.contract.ts'
import { useT } from '#client/i18n/i18n.tsx'

/**
 * A problem's photos as thumbnails, each opening the full photo. They are served privately (the
 * buyer, the line's farmer and operators), so the buyer's and farmer's views and the console show
 * them the same way.
 */
export function ProblemPhotos({ photos }: { photos: Problem['photos'] }) {
  const t = useT()
  if (photos.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2 py-1" aria-label={t('Photos of the problem')}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer" className="block min-h-11">
            <img
              src={p.thumbUrl}
              alt={t('Photo {n} of the problem', { n: i + 1 })}
              loading="lazy"
              className="h-20 w-20 rounded object-cover ring-1 ring-amber-300"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
