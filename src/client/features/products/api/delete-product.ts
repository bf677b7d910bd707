import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { myProductsKey } from './get-my-products.ts'

export const deleteProduct = (id: string): Promise<void> =>
  api<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteProduct() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: myProductsKey }),
  })
}
