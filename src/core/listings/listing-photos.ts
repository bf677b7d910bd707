// Listing photos: the limits, the widths served, and what a file really is.
// No zod here: the listing cards import it to build `srcset`.

/** Photos one listing may carry. */
export const PHOTOS_PER_LISTING_MAX = 4
/** The largest photo file a farmer may send, in bytes (a phone camera's JPEG is 2–6 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** Pixels a photo may decode to (a 48 MP phone camera is ≈ 48 M): refuses decompression bombs. */
export const PHOTO_MAX_PIXELS = 100_000_000
/** The widths each photo is served at, in CSS pixels (WebP); never wider than the original. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]

/** What the bytes of a file say it is, whatever its name or the browser's content-type. */
export type SniffedImage = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif'
/** The types the server turns into WebP (the prebuilt sharp decodes no HEVC: HEIC is refused). */
export const DECODABLE_IMAGES: readonly SniffedImage[] = ['jpeg', 'png', 'webp', 'avif']

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b)
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/**
 * The image type of a file from its first bytes (magic numbers), or null when it is none of the
 * photo types: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF····WEBP`, HEIC/AVIF an
 * ISO-BMFF `ftyp` box whose major or compatible brands name them.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0)
    const end = Math.min(bytes.length, Math.max(16, Math.min(boxSize, 256)))
    const brands = [ascii(bytes, 8, 12)]
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif'
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic'
  }
  return null
}

/** A served size of a photo: its URL (content-hashed, cached for a year) and pixel size. */
export interface PhotoSource {
  url: string
  width: number
  height: number
}

/** `srcset` of a photo's sources: `url 320w, url 640w, …`. */
export const photoSrcSet = (sources: readonly PhotoSource[]) =>
  sources.map((s) => `${s.url} ${s.width}w`).join(', ')

/** The smallest source at least `cssWidth` wide (the largest when none is): the `src` fallback. */
export function photoSrc(sources: readonly PhotoSource[], cssWidth: number): PhotoSource | null {
  const sorted = [...sources].sort((a, b) => a.width - b.width)
  return sorted.find((s) => s.width >= cssWidth) ?? sorted.at(-1) ?? null
}

/** The URL path a photo size is served at: its content hash names it, so it never changes. */
export const photoUrl = (hash: string) => `/api/listing-photos/${hash}.webp`
