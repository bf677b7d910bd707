import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ProductListSchema, type ProductList } from '#core/products/products.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const myProductsKey = ['products', 'mine'] as const

export const getMyProducts = (page: number, signal?: AbortSignal): Promise<ProductList> =>
  api(`/api/products?page=${page}`, { schema: ProductListSchema, signal })

export const myProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myProductsKey, page],
    queryFn: ({ signal }) => getMyProducts(page, signal),
    placeholderData: keepPreviousData,
  })

export const useMyProducts = (page: number) => useQuery(myProductsQueryOptions(page))
