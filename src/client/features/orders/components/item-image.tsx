/**
 * A catalogue illustration, or a plain placeholder for a farmer's listing (no photo yet). `alt`
 * is empty where the product's name is written beside the image.
 */
export function ItemImage({
  src,
  name,
  alt = '',
  size = 'md',
  eager = false,
}: {
  src: string | null
  name: string
  alt?: string
  size?: 'sm' | 'md' | 'lg'
  /** At the top of the page: fetched at once. Others wait until they near the screen. */
  eager?: boolean
}) {
  const box = size === 'lg' ? 'h-40 w-40' : size === 'sm' ? 'h-16 w-16' : 'h-24 w-24'
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
