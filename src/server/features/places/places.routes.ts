import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchDistricts } from '#core/places/place-resolve.ts'
import {
  DISTRICT_CHOICES_MAX,
  DistrictChoicesSchema,
  DistrictsQuerySchema,
  PlaceNamesQuerySchema,
  PlaceNamesSchema,
} from '#core/places/places.contract.ts'
import { placeNamesIn } from '#core/places/places.ts'

/** India's districts for the place picker's type-ahead (the tables in core/places). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places/districts',
    {
      // Public: registration picks a district before there is an account. A lookup per keystroke.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['places'],
        summary:
          "Districts whose name (in any of the app's seven languages, an old name or a town in it) starts with, contains or is one letter off what was typed, at most 10, each with its state, named in the language asked for",
        querystring: DistrictsQuerySchema,
        response: { 200: DistrictChoicesSchema },
      },
    },
    async (request, reply) => {
      const { q, lang } = request.query
      // The tables change only with a release: a day's cache.
      reply.header('cache-control', 'public, max-age=86400')
      return { items: searchDistricts(q, lang, DISTRICT_CHOICES_MAX) }
    },
  )

  app.get(
    '/api/places/names',
    {
      // Public: listings show the farmer's place to visitors. One request a language.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['places'],
        summary:
          "Every state's and district's name in a language, keyed by the English names (only those that differ): places stored in English are shown in the reader's language",
        querystring: PlaceNamesQuerySchema,
        response: { 200: PlaceNamesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return placeNamesIn(request.query.lang)
    },
  )
}
