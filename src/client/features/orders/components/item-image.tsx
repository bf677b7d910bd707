import { photoSrc, photoSrcSet, type PhotoSource } from '#core/listings/listing-photos.ts'

const BOX = { sm: 'h-16 w-16', md: 'h-24 w-24', lg: 'h-40 w-40' } as const
/** The `sizes` of a photo in each box (CSS px). */
const SIZES = { sm: '64px', md: '96px', lg: '160px' } as const

/**
 * A farmer's photo of the listing when it has one (WebP sizes, the browser picks by `sizes`), else
 * a catalogue illustration, else a plain tile with the name's first letter. `alt` is empty where
 * the product's name is written beside the image.
 */
export function ItemImage({
  src,
  photo,
  name,
  alt = '',
  size = 'md',
  eager = false,
}: {
  src: string | null
  /** The listing photo's sizes (smallest first); empty or undefined for none. */
  photo?: readonly PhotoSource[] | undefined
  name: string
  alt?: string
  size?: 'sm' | 'md' | 'lg'
  /** At the top of the page: fetched at once. Others wait until they near the screen. */
  eager?: boolean
}) {
  const box = BOX[size]
  const shown = photo && photo.length > 0 ? photoSrc(photo, 320) : null
  if (photo && shown)
    return (
      <img
        src={shown.url}
        srcSet={photoSrcSet(photo)}
        sizes={SIZES[size]}
        alt={alt}
        width={shown.width}
        height={shown.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`${box} shrink-0 rounded-lg bg-stone-100 object-cover`}
      />
    )
  if (src)
    return (
      <img
        src={src}
        alt={alt}
        width="64"
        height="64"
        // Each SVG is laid out and painted on the main thread: 28 at once held up the products
        // page as it opened (total blocking time on slow phones).
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`${box} shrink-0 rounded-lg`}
      />
    )
  return (
    <div
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-green-100 text-2xl font-bold text-green-800`}
    >
      {name.slice(0, 1).toUpperCase()}
    </div>
  )
}
