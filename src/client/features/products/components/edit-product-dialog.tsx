import { useState } from 'react'
import type { CreateProductInput, Product } from '#core/products/products.contract.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useT } from '#client/i18n/i18n.tsx'
import { useUpdateProduct } from '../api/update-product.ts'
import { Dialog } from './dialog.tsx'
import { ProductForm } from './product-form.tsx'

/**
 * Editing one of the farmer's products. A chunk of its own, loaded when Edit is pressed: the form
 * validates with the products contract (zod), which /real-time-prices does not need to open (issue 8).
 */
export function EditDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const update = useUpdateProduct()
  const notify = useNotify()
  const t = useT()
  const [error, setError] = useState<string | null>(null)
  const onSubmit = (value: CreateProductInput) =>
    update.mutate(
      { id: product.id, ...value },
      {
        onSuccess: () => {
          notify(t('Product updated successfully!'), 'success')
          onClose()
        },
        onError: (err) => setError(err.message),
      },
    )
  return (
    <Dialog label={t('Edit product')} onClose={onClose}>
      <h2 className="mb-4 text-xl font-semibold text-green-900">{t('Edit product')}</h2>
      <ProductForm
        initial={{
          productName: product.productName,
          price: String(product.price),
          quantity: String(product.quantity),
        }}
        submitLabel={t('Save')}
        pendingLabel={t('Saving...')}
        pending={update.isPending}
        error={error}
        onSubmit={onSubmit}
        actions={
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
        }
      />
    </Dialog>
  )
}
