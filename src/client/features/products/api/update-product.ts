import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ProductSchema,
  type Product,
  type UpdateProductInput,
} from '#core/products/products.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { myProductsKey } from './get-my-products.ts'

export const updateProduct = ({
  id,
  ...input
}: UpdateProductInput & { id: string }): Promise<Product> =>
  api(`/api/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: ProductSchema,
  })

export function useUpdateProduct() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: myProductsKey }),
  })
}
