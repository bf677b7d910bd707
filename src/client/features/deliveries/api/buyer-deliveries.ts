import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Middleware } from 'openapi-fetch'
import type {
  BuyerDelivery,
  Problem,
  ReportProblemInput,
} from '#core/deliveries/deliveries.contract.ts'
import { answer, apiClient, done } from '#client/lib/api-client.ts'

export const buyerDeliveriesKey = ['deliveries', 'mine'] as const

/** The buyer's lines with their delivery codes and what they may do (GET /api/deliveries/mine). */
export const buyerDeliveriesQueryOptions = queryOptions({
  queryKey: buyerDeliveriesKey,
  queryFn: ({ signal }) => answer(apiClient.GET('/api/deliveries/mine', { signal })),
  staleTime: 30_000,
})

/** One line's delivery (null while loading or when the line is not the caller's). */
export function useBuyerDelivery(lineId: string): BuyerDelivery | null {
  const { data } = useQuery(buyerDeliveriesQueryOptions)
  return data?.items.find((i) => i.orderItemId === lineId) ?? null
}

/** The buyer confirms a line delivered without their code. */
export function useConfirmDelivery() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (lineId: string) =>
      done(apiClient.POST('/api/deliveries/{lineId}/confirm', { params: { path: { lineId } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ['deliveries'] }),
  })
}

/** The buyer reports a problem with a delivered line. */
export function useReportProblem() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ lineId, input }: { lineId: string; input: ReportProblemInput }) =>
      answer(
        apiClient.POST('/api/deliveries/{lineId}/problem', {
          params: { path: { lineId } },
          body: input,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ['deliveries'] }),
  })
}

/** Sends the photo as the request's body, its own bytes with its own type (the server reads the bytes). */
const photoBody = (file: Blob): Middleware => ({
  onRequest({ request }) {
    const headers = new Headers(request.headers)
    headers.set('content-type', file.type || 'application/octet-stream')
    return new Request(request, { body: file, headers })
  },
})

/** Adds one photo to the buyer's open problem (POST /api/deliveries/problems/:id/photos). */
export const uploadProblemPhoto = (problemId: string, file: Blob): Promise<Problem> =>
  answer(
    apiClient.POST('/api/deliveries/problems/{id}/photos', {
      params: { path: { id: problemId } },
      middleware: [photoBody(file)],
    }),
  )
