import { fallbackImage } from '#core/listings/listing-browse.ts'
import { photoSrc, photoSrcSet, type PhotoSource } from '#core/listings/listing-photos.ts'
import type { CatalogueCategory } from '#core/catalogue/catalogue.ts'

/**
 * A listing's picture: its photo (WebP at 320/640/1280 px, the browser picks by `sizes`), else
 * the catalogue's picture of the same crop (by name, else by the crop the name resolved to), else
 * a plain tile. `alt` is empty where the crop's
 * name is written beside it.
 */
export function ListingImage({
  sources,
  name,
  category,
  crop = null,
  alt = '',
  sizes,
  eager = false,
  className = '',
}: {
  /** The photo's sizes; empty or undefined when the listing has no photo. */
  sources: readonly PhotoSource[] | undefined
  name: string
  category: CatalogueCategory | null
  /** The crop the name resolved to (the server's), for the catalogue's picture of it. */
  crop?: string | null
  alt?: string
  /** The `sizes` attribute: how wide the picture is laid out. */
  sizes: string
  /** At the top of the page (the largest paint): fetched at once, first. */
  eager?: boolean
  className?: string
}) {
  const box = `aspect-[4/3] w-full rounded-lg object-cover ${className}`
  const src = sources && sources.length > 0 ? photoSrc(sources, 640) : null
  if (sources && src) {
    return (
      <img
        src={src.url}
        srcSet={photoSrcSet(sources)}
        sizes={sizes}
        alt={alt}
        width={src.width}
        height={src.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={`${box} bg-stone-100`}
      />
    )
  }
  const fallback = fallbackImage(name, category, crop)
  if (fallback) {
    return (
      <div className={`${box} flex items-center justify-center bg-green-50`}>
        <img
          src={fallback}
          alt={alt}
          width="64"
          height="64"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-1/2 w-auto"
        />
      </div>
    )
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${box} flex items-center justify-center bg-green-100 text-4xl font-bold text-green-800`}
    >
      {name.slice(0, 1).toUpperCase()}
    </div>
  )
}
