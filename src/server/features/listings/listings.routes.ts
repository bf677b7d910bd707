import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  CreateProductInputSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  UpdateProductInputSchema,
} from '#core/products/products.contract.ts'
import { currentUser } from '../../plugins/auth.ts'
import { createProduct, deleteProduct, listOwnProducts, updateProduct } from './products.repo.ts'

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['products'],
        summary: 'List a crop for sale (price in rupees per kg, quantity in whole kg)',
        body: CreateProductInputSchema,
        response: { 201: ProductSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const product = await createProduct(app.database.db, user.id, request.body)
      return reply.status(201).send(product)
    },
  )

  app.get(
    '/api/products',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['products'],
        summary: "The caller's own listings, newest first, 5 a page",
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      reply.header('cache-control', 'no-store')
      // The primary, not the read replica: a farmer expects to see the listing just added.
      return listOwnProducts(app.database.db, user.id, request.query.page)
    },
  )

  app.patch(
    '/api/products/:id',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['products'],
        summary: 'Change one of your listings',
        params: ProductIdParamsSchema,
        body: UpdateProductInputSchema,
        response: {
          200: ProductSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return updateProduct(app.database.db, user.id, request.params.id, request.body)
    },
  )

  app.delete(
    '/api/products/:id',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['products'],
        summary: 'Delete one of your listings',
        params: ProductIdParamsSchema,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await deleteProduct(app.database.db, user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
