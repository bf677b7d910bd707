import { queryOptions, useQuery } from '@tanstack/react-query'
import { WeatherSchema, type Weather } from '#core/weather/weather.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const getWeather = (city: string, signal?: AbortSignal): Promise<Weather> =>
  api(`/api/weather?city=${encodeURIComponent(city)}`, { schema: WeatherSchema, signal })

export const weatherQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['weather', city.trim().toLowerCase()],
    queryFn: ({ signal }) => getWeather(city, signal),
    // The server caches 10 minutes too; a 404 (unknown city) is an answer, not worth retrying.
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useWeather = (city: string) => useQuery(weatherQueryOptions(city))
