import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FarmerPayoutList, PayoutDetails } from '#core/payments/payments.contract.ts'
import type { paths } from '#client/lib/api/schema.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The form's texts as the route takes them (blank ones mean "not given"). */
type PayoutDetailsBody =
  paths['/api/payments/payout-details']['put']['requestBody']['content']['application/json']

const detailsKey = ['payments', 'payout-details'] as const

/** The farmer's payout details (GET /api/payments/payout-details). */
export const getPayoutDetails = async (): Promise<PayoutDetails | null> =>
  (await answer(apiClient.GET('/api/payments/payout-details'))).details

export const usePayoutDetails = () =>
  useQuery(queryOptions({ queryKey: detailsKey, queryFn: getPayoutDetails }))

/** Saves them (PUT /api/payments/payout-details). */
export const savePayoutDetails = async (input: PayoutDetailsBody): Promise<PayoutDetails | null> =>
  (await answer(apiClient.PUT('/api/payments/payout-details', { body: input }))).details

export function useSavePayoutDetails() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (details) => qc.setQueryData(detailsKey, details),
  })
}

/** The farmer's paid lines and where each one's money is (GET /api/payments/payouts). */
export const getPayouts = (): Promise<FarmerPayoutList> =>
  answer(apiClient.GET('/api/payments/payouts'))

export const usePayouts = () =>
  useQuery(queryOptions({ queryKey: ['payments', 'payouts'], queryFn: getPayouts }))
