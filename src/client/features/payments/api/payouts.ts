import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  FarmerPayoutListSchema,
  PayoutDetailsSchema,
  type FarmerPayoutList,
  type PayoutDetails,
  type PayoutDetailsInput,
} from '#core/payments/payments.contract.ts'
import { api } from '#client/lib/api-client.ts'

const DetailsAnswer = z.object({ details: PayoutDetailsSchema.nullable() })
const detailsKey = ['payments', 'payout-details'] as const

/** The farmer's payout details (GET /api/payments/payout-details). */
export const getPayoutDetails = async (): Promise<PayoutDetails | null> =>
  (await api('/api/payments/payout-details', { schema: DetailsAnswer })).details

export const usePayoutDetails = () =>
  useQuery(queryOptions({ queryKey: detailsKey, queryFn: getPayoutDetails }))

/** Saves them (PUT /api/payments/payout-details). */
export const savePayoutDetails = async (input: PayoutDetailsInput): Promise<PayoutDetails | null> =>
  (
    await api('/api/payments/payout-details', {
      method: 'PUT',
      body: input,
      schema: DetailsAnswer,
    })
  ).details

export function useSavePayoutDetails() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (details) => qc.setQueryData(detailsKey, details),
  })
}

/** The farmer's paid lines and where each one's money is (GET /api/payments/payouts). */
export const getPayouts = (): Promise<FarmerPayoutList> =>
  api('/api/payments/payouts', { schema: FarmerPayoutListSchema })

export const usePayouts = () =>
  useQuery(queryOptions({ queryKey: ['payments', 'payouts'], queryFn: getPayouts }))
