import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PayoutState } from '#core/payments/payouts.ts'
import type { SettlePayoutsInput } from '#core/payments/payouts-admin.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useWithFreshCode } from './fresh-code.ts'
import { adminKey } from './get-today.ts'

/** GET /api/admin/payouts/due.csv, as a file the browser saves (the bank's bulk upload). */
export const DUE_PAYOUTS_CSV_URL = '/api/admin/payouts/due.csv'

export const usePayouts = (state: PayoutState) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'payouts', state],
      queryFn: ({ signal }) =>
        answer(apiClient.GET('/api/admin/payouts', { params: { query: { state } }, signal })),
    }),
  )

/** POST /api/admin/payouts/settle: the chosen lines paid, with the bank's reference. */
export function useSettlePayouts() {
  const qc = useQueryClient()
  const withFreshCode = useWithFreshCode()
  return useMutation({
    mutationFn: (input: SettlePayoutsInput) =>
      withFreshCode(() => answer(apiClient.POST('/api/admin/payouts/settle', { body: input }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
