import { useQuery } from '@tanstack/react-query'
import type { ListingsNow } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'

/** Price and quantity left now of the cart's listings (GET /api/listings/now?ids=…). */
export const getListingsNow = (
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ListingsNow> =>
  answer(apiClient.GET('/api/listings/now', { params: { query: { ids: ids.join(',') } }, signal }))

/** Offline, the cart keeps what it last knew (the server checks the order anyway). */
export function useListingsNow(ids: readonly string[]) {
  const online = useOnline()
  return useQuery({
    queryKey: ['listings-now', [...ids].sort()],
    // No abort signal: a cart that changes mid-request (emptied by the order it was checking)
    // lets the answer arrive and be dropped, instead of a cancelled request in the console.
    queryFn: () => getListingsNow(ids),
    enabled: online && ids.length > 0,
    staleTime: 0,
  })
}
