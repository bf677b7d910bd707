import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ProblemIdParamsSchema,
  ProblemPhotoParamsSchema,
  ProblemPhotoQuerySchema,
  ProblemSchema,
} from '#core/deliveries/deliveries.contract.ts'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { acceptPhotoBodies, photoBody, photoUploadOptions } from '#server/plugins/photo-upload.ts'
import { processPhoto } from '#server/services/photo-processing.ts'
import { addProblemPhoto, checkProblemPhotoRoom, problemPhotoBytes } from './problem-photos.repo.ts'

/**
 * A buyer's photos of a problem with a delivery: one photo per request as the raw file body
 * (JPEG, PNG or WebP, up to PHOTO_MAX_BYTES: the listing photos' rules and pipeline, metadata
 * stripped), at most 3, while the problem is open; read back, privately, by the buyer, the line's
 * farmer and operators. Its own plugin: the body parser takes any content type as bytes here only.
 */
export const problemPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  acceptPhotoBodies(app)

  app.post(
    '/api/deliveries/problems/:id/photos',
    {
      config: { access: 'buyer' },
      ...photoUploadOptions,
      schema: {
        tags: ['deliveries'],
        summary:
          'Add a photo to your open problem report (the file as the body: JPEG, PNG or WebP, at most 10 MB; at most 3 photos)',
        params: ProblemIdParamsSchema,
        response: {
          201: ProblemSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const buyerId = currentUser(request).id
      const body = photoBody(request.body)
      // Owner, state and room first, so a refused upload costs no resizing.
      await checkProblemPhotoRoom(db, buyerId, request.params.id)
      const files = await processPhoto(body)
      return reply.status(201).send(await addProblemPhoto(db, buyerId, request.params.id, files))
    },
  )

  app.get(
    '/api/deliveries/problem-photos/:photoId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['deliveries'],
        summary:
          "A problem photo (WebP) at the largest size not wider than ?w=, for the problem's buyer, the line's farmer and operators",
        params: ProblemPhotoParamsSchema,
        querystring: ProblemPhotoQuerySchema,
        // No response schema: the body is the WebP bytes (a 404 is the usual error body).
      },
    },
    async (request, reply) => {
      const bytes = await problemPhotoBytes(
        db,
        request.params.photoId,
        Number(request.query.w ?? '1280'),
        currentUser(request),
      )
      if (!bytes) throw new HttpError('photo.not_found')
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes)
    },
  )
}
