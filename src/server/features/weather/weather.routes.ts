import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { WeatherQuerySchema, WeatherSchema } from '#core/weather/weather.contract.ts'
import { townNamesOf } from '#core/places/places.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { WeatherUnavailableError } from './provider.ts'
import { createWeatherService, providerFromEnv } from './weather.service.ts'

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const weather = createWeatherService({
    provider: providerFromEnv(app.env),
    ttlMs: app.env.WEATHER_CACHE_TTL,
  })

  app.get(
    '/api/weather',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['weather'],
        summary: 'Current weather for a city (°C, humidity %, wind m/s), cached 10 minutes',
        querystring: WeatherQuerySchema,
        response: { 200: WeatherSchema, 404: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        let result = await weather.current(request.query.city)
        // A district the provider does not know by that name ('Chhatrapati Sambhajinagar'): its
        // other names ('Aurangabad'), for the dashboard asks by the farmer's district.
        for (const other of townNamesOf(request.query.city)) {
          if (result.kind !== 'unknown') break
          result = await weather.current(other)
        }
        if (result.kind === 'unknown')
          throw new HttpError('weather.not_available', undefined, { field: 'city' })
        reply.header('cache-control', 'private, max-age=300')
        return result.weather
      } catch (err) {
        if (!(err instanceof WeatherUnavailableError)) throw err
        request.log.warn({ err, provider: weather.provider }, 'weather provider unavailable')
        reply.header('retry-after', '30')
        throw new HttpError('weather.unreachable')
      }
    },
  )
}
