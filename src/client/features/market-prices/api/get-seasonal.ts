import { useQuery } from '@tanstack/react-query'
import type { SeasonalCalendarAnswer } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const getSeasonalCalendar = (
  crop: string,
  signal?: AbortSignal,
): Promise<SeasonalCalendarAnswer> =>
  answer(apiClient.GET('/api/market-prices/seasonal', { params: { query: { crop } }, signal }))

/** A crop's seasonal calendar; idle without a crop. It changes only with years of data. */
export const useSeasonalCalendar = (crop: string) =>
  useQuery({
    queryKey: ['seasonal', crop.trim().toLowerCase()],
    queryFn: ({ signal }) => getSeasonalCalendar(crop.trim(), signal),
    enabled: crop.trim() !== '',
    staleTime: 60 * 60_000,
    retry: false,
  })
