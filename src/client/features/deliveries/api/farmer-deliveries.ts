import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FarmerDelivery } from '#core/deliveries/deliveries.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const farmerDeliveriesKey = ['deliveries', 'farmer'] as const

/** The farmer's lines in transit or delivered: awaiting the buyer, locks, problems. */
export const farmerDeliveriesQueryOptions = queryOptions({
  queryKey: farmerDeliveriesKey,
  queryFn: ({ signal }) => answer(apiClient.GET('/api/supply-chain/deliveries', { signal })),
  staleTime: 30_000,
})

/** One supply-chain order's delivery (null while loading, or before it is in transit). */
export function useFarmerDelivery(supplyChainOrderId: string): FarmerDelivery | null {
  const { data } = useQuery(farmerDeliveriesQueryOptions)
  return data?.items.find((i) => i.supplyChainOrderId === supplyChainOrderId) ?? null
}

/** The farmer answers a problem once. */
export function useAnswerProblem() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ problemId, text }: { problemId: string; text: string }) =>
      answer(
        apiClient.POST('/api/deliveries/problems/{id}/answer', {
          params: { path: { id: problemId } },
          body: { answer: text },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ['deliveries'] }),
  })
}
