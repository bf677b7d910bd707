import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ADD_FAILED,
  MUST_BE_LOGGED_IN,
  ProductSchema,
  type CreateProductInput,
  type Product,
} from '#core/products/products.contract.ts'
import { api, ApiRequestError } from '#client/lib/api-client.ts'
import { myProductsKey } from './get-my-products.ts'

export const createProduct = (input: CreateProductInput): Promise<Product> =>
  api('/api/products', { method: 'POST', body: input, schema: ProductSchema })

export function useCreateProduct() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: myProductsKey }),
  })
}

/** The message for a failed add: the server's own for a 4xx, the spec's text otherwise. */
export function addFailureMessage(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 401) return MUST_BE_LOGGED_IN
    if (err.status >= 400 && err.status < 500) return err.message
  }
  return ADD_FAILED
}
