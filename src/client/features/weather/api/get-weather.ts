import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Weather } from '#core/weather/weather.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const getWeather = (city: string, signal?: AbortSignal): Promise<Weather> =>
  answer(apiClient.GET('/api/weather', { params: { query: { city } }, signal }))

export const weatherQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['weather', city.trim().toLowerCase()],
    queryFn: ({ signal }) => getWeather(city, signal),
    // The server caches 10 minutes too; a 404 (unknown city) is an answer, not worth retrying.
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useWeather = (city: string) => useQuery(weatherQueryOptions(city))
