import { useQuery } from '@tanstack/react-query'
import { ListingsNowSchema, type ListingsNow } from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Price and quantity left now of the cart's listings (GET /api/listings/now?ids=…). */
export const getListingsNow = (
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ListingsNow> =>
  api(`/api/listings/now?ids=${ids.map(encodeURIComponent).join(',')}`, {
    schema: ListingsNowSchema,
    signal,
  })

export const useListingsNow = (ids: readonly string[]) =>
  useQuery({
    queryKey: ['listings-now', [...ids].sort()],
    queryFn: ({ signal }) => getListingsNow(ids, signal),
    enabled: ids.length > 0,
    staleTime: 0,
  })
