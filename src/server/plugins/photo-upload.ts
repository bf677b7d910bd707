import type { FastifyInstance } from 'fastify'
import { PHOTO_MAX_BYTES } from '#core/listings/listing-photos.ts'
import { HttpError } from './error-handler.ts'

/**
 * Photo uploads send one file as the raw request body (JPEG, PNG or WebP; the bytes decide the
 * type, not the header). Called in a plugin that holds only photo routes: every content type is
 * taken there as bytes, up to PHOTO_MAX_BYTES (the app's own limit is 64 KB of JSON).
 */
export function acceptPhotoBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_r, body, done) => done(null, body),
  )
}

/** A photo route's options: its body limit, and a body over it refused as a photo too large. */
export const photoUploadOptions = {
  bodyLimit: PHOTO_MAX_BYTES,
  errorHandler: (err: Error & { code?: string }) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError('photo.too_large')
    throw err
  },
}

/** The uploaded photo's bytes; an empty or missing body is not an image. */
export function photoBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError('photo.not_an_image')
  return body
}
