import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ManualRefundState } from '#core/payments/manual-refunds.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useWithFreshCode } from './fresh-code.ts'
import { adminKey } from './get-today.ts'

/** GET /api/admin/manual-refunds?state=: refunds FarmTrek pays back by hand (Cash on Delivery). */
export const useManualRefunds = (state: ManualRefundState) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'manual-refunds', state],
      queryFn: ({ signal }) =>
        answer(
          apiClient.GET('/api/admin/manual-refunds', { params: { query: { state } }, signal }),
        ),
    }),
  )

/** POST /api/admin/manual-refunds/{id}/paid: paid by hand, with the bank's reference; money moves. */
export function useMarkManualRefundPaid() {
  const qc = useQueryClient()
  const withFreshCode = useWithFreshCode()
  return useMutation({
    mutationFn: ({ id, utr }: { id: string; utr: string }) =>
      withFreshCode(() =>
        answer(
          apiClient.POST('/api/admin/manual-refunds/{id}/paid', {
            params: { path: { id } },
            body: { utr },
          }),
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
