import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RatingInput } from '#core/ratings/ratings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { myRatingsKey } from './get-my-ratings.ts'

/** Gives or changes the caller's rating of one delivered line. */
export const rateLine = ({
  orderNumber,
  lineId,
  ...body
}: RatingInput & { orderNumber: string; lineId: string }) =>
  answer(
    apiClient.POST('/api/orders/{number}/lines/{lineId}/rating', {
      params: { path: { number: orderNumber, lineId } },
      body,
    }),
  )

export function useRateLine() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: rateLine,
    onSuccess: () => qc.invalidateQueries({ queryKey: myRatingsKey }),
  })
}
