import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductList } from '#core/products/products.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const myProductsKey = ['products', 'mine'] as const

export const getMyProducts = (page: number, signal?: AbortSignal): Promise<ProductList> =>
  api<ProductList>(apiPath.myProducts(page), { signal })

export const myProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myProductsKey, page],
    queryFn: ({ signal }) => getMyProducts(page, signal),
    placeholderData: keepPreviousData,
  })

export const useMyProducts = (page: number) => useQuery(myProductsQueryOptions(page))
