import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  sniffImage,
  type SniffedImage,
} from './listing-photos.ts'

// What is wrong with a photo file, told from its bytes by the same rules on both sides: the
// browser says it beside the chooser before anything is sent, the server refuses with the same
// code. Pure functions on bytes (no DOM, no decoder), so they run in a test, a browser or Node.

/** A photo file's problem: the server's error code for it. */
export type PhotoProblem =
  | 'photo.too_large'
  | 'photo.not_an_image'
  | 'photo.heic'
  | 'photo.too_many_pixels'
  | 'photo.unreadable'

/** The pixel limit in megapixels, as the messages say it. */
export const PHOTO_MAX_MEGAPIXELS = PHOTO_MAX_PIXELS / 1_000_000

/** The params a problem's message is filled with. */
export const photoProblemParams = (problem: PhotoProblem): Record<string, number> | undefined =>
  problem === 'photo.too_many_pixels' ? { max: PHOTO_MAX_MEGAPIXELS } : undefined

/**
 * The problem of a file from its size and its first bytes (at least the first 32 are needed):
 * over PHOTO_MAX_BYTES, empty, not a photo type whatever its name says (a PDF renamed .jpg), or
 * HEIC, which the server cannot decode. Null when the file may be sent.
 */
export function photoFileProblem(head: Uint8Array, size: number): PhotoProblem | null {
  if (size > PHOTO_MAX_BYTES) return 'photo.too_large'
  const kind = sniffImage(head)
  if (kind === null || size === 0) return 'photo.not_an_image'
  if (kind === 'heic') return 'photo.heic'
  return null
}

/** The problem of a photo's pixel size: none, or more than PHOTO_MAX_PIXELS. */
export function photoSizeProblem(width: number, height: number): PhotoProblem | null {
  if (width < 1 || height < 1) return 'photo.unreadable'
  return width * height > PHOTO_MAX_PIXELS ? 'photo.too_many_pixels' : null
}

const be16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const be32 = (b: Uint8Array, at: number) => be16(b, at) * 65536 + be16(b, at + 2)
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16)
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4))

/**
 * A photo's pixel size as its header states it (JPEG's frame header, PNG's IHDR, WebP's VP8,
 * VP8L or VP8X chunk), without decoding it; null when the header cannot be found in `bytes`
 * (AVIF, or a JPEG whose frame header lies beyond them). Nothing is refused for a null: the server
 * decodes the file and decides.
 */
export function photoPixelSize(
  bytes: Uint8Array,
  kind: SniffedImage | null = sniffImage(bytes),
): { width: number; height: number } | null {
  if (kind === 'png' && bytes.length >= 24 && fourcc(bytes, 12) === 'IHDR')
    return { width: be32(bytes, 16), height: be32(bytes, 20) }
  if (kind === 'webp' && bytes.length >= 30) {
    const chunk = fourcc(bytes, 12)
    if (chunk === 'VP8X') return { width: 1 + le24(bytes, 24), height: 1 + le24(bytes, 27) }
    if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
      return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff }
    if (chunk === 'VP8L' && bytes[20] === 0x2f) {
      const [b1, b2, b3, b4] = [bytes[21] ?? 0, bytes[22] ?? 0, bytes[23] ?? 0, bytes[24] ?? 0]
      return {
        width: 1 + (((b2 & 0x3f) << 8) | b1),
        height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
      }
    }
    return null
  }
  if (kind === 'jpeg') return jpegPixelSize(bytes)
  return null
}

/** Markers of a JPEG frame header (SOF0–SOF15 but DHT, JPG and DAC, which share the range). */
const isFrameHeader = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc

/**
 * Walks a JPEG's segments to its frame header. Tolerant as decoders are: stray bytes between
 * segments are skipped; scan data or the end before a frame header gives null.
 */
function jpegPixelSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) {
      at += 1
      continue
    }
    const marker = b[at + 1] ?? 0
    if (
      marker === 0xff ||
      marker === 0x00 ||
      (marker >= 0xd0 && marker <= 0xd8) ||
      marker === 0x01
    ) {
      at += marker === 0xff ? 1 : 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    if (isFrameHeader(marker))
      return at + 9 <= b.length ? { width: be16(b, at + 7), height: be16(b, at + 5) } : null
    at += 2 + be16(b, at + 2)
  }
  return null
}

/**
 * The problem of a whole photo file: its size and type (photoFileProblem), then its pixel size
 * when its header tells it (photoPixelSize).
 */
export function photoBytesProblem(bytes: Uint8Array, size = bytes.length): PhotoProblem | null {
  const problem = photoFileProblem(bytes, size)
  if (problem) return problem
  const pixels = photoPixelSize(bytes)
  return pixels ? photoSizeProblem(pixels.width, pixels.height) : null
}
