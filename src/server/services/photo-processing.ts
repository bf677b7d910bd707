import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { PHOTO_MAX_PIXELS, PHOTO_WIDTHS, type PhotoWidth } from '#core/listings/listing-photos.ts'
import {
  photoFileProblem,
  photoProblemParams,
  photoSizeProblem,
} from '#core/listings/photo-check.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

export interface PhotoFile {
  size: PhotoWidth
  width: number
  height: number
  /** First 32 hex digits of the SHA-256 of `bytes`: the served URL's name. */
  hash: string
  bytes: Buffer
}

/** WebP quality: photos of produce at 78 look like the original at a third of JPEG's bytes. */
const WEBP_QUALITY = 78

/**
 * A photo (a farmer's listing photo, a buyer's photo of a problem) as the WebP sizes we serve.
 * The type is read from the bytes (the name and the browser's content-type are the client's
 * word, not proof). The photo is turned upright by its
 * EXIF orientation, then every size is written without metadata (sharp keeps none unless told to,
 * so GPS location, camera and time do not leave the server). sharp works on libuv's thread pool,
 * so the event loop keeps serving other requests meanwhile.
 */
export async function processPhoto(input: Buffer): Promise<PhotoFile[]> {
  // The browser's own check before sending, by the same rules. HEIC is refused: the prebuilt
  // sharp's libheif reads AVIF only, HEVC decoding is not in it.
  const problem = photoFileProblem(input, input.length)
  if (problem) throw new HttpError(problem, photoProblemParams(problem))

  const source = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate()
  let meta: Metadata
  try {
    // The header only (no decoding): read without the pixel limit, so the size can be told.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new HttpError('photo.unreadable')
  }
  // More pixels than the limit is said as such, not as a damaged file (the resize would fail).
  const sizeProblem = photoSizeProblem(meta.width ?? 0, meta.height ?? 0)
  if (sizeProblem) throw new HttpError(sizeProblem, photoProblemParams(sizeProblem))
  // Orientations 5–8 are turned a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5
  const originalWidth = (turned ? meta.height : meta.width) ?? 0

  // A size is made only when the original is wider than the size below it: a 500 px photo
  // gives 320 and 500 (as "640"), not three copies.
  const sizes = PHOTO_WIDTHS.filter(
    (_w, i) => i === 0 || originalWidth > (PHOTO_WIDTHS[i - 1] ?? 0),
  )
  try {
    return await Promise.all(
      sizes.map(async (size) => {
        const { data, info } = await source
          .clone()
          .resize({ width: size, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true })
        return {
          size,
          width: info.width,
          height: info.height,
          hash: createHash('sha256').update(data).digest('hex').slice(0, 32),
          bytes: data,
        }
      }),
    )
  } catch {
    throw new HttpError('photo.unreadable')
  }
}
