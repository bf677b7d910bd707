import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Prediction } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const getPrediction = (crop: string, signal?: AbortSignal): Promise<Prediction> =>
  answer(apiClient.GET('/api/predict', { params: { query: { crop } }, signal }))

export const predictionQueryOptions = (crop: string) =>
  queryOptions({
    queryKey: ['predict', crop.trim().toLowerCase()],
    queryFn: ({ signal }) => getPrediction(crop.trim(), signal),
    staleTime: 10 * 60_000,
    // An unknown crop (404) is an answer; do not retry it.
    retry: false,
  })

/** The 7-day forecast of a crop; idle until a crop is submitted. */
export const usePrediction = (crop: string) =>
  useQuery({ ...predictionQueryOptions(crop), enabled: crop.trim() !== '' })
