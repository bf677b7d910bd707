import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { OwnListing } from '#core/listings/listings.contract.ts'
import {
  CONFIRM_DELETE,
  NO_LISTINGS,
  OWN_LISTINGS_PAGE_SIZE,
} from '#core/listings/listings.messages.ts'
import { CardTable, cardCell, cardRow } from '#client/components/ui/card-table.tsx'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { Pager } from '#client/components/ui/pager.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { useDeleteListing } from '#client/features/listings/api/delete-listing.ts'
import { useMyListings } from '#client/features/listings/api/get-my-listings.ts'
import { formatPaise } from '#core/money/money.ts'
import { Dialog } from '#client/components/ui/dialog.tsx'

const EditDialog = lazy(() =>
  import('./edit-listing-dialog.tsx').then((m) => ({ default: m.EditDialog })),
)

/** The page of this table lives in the URL (Back and shared links keep it) under its own key, beside the market table's. */
const PAGE_PARAM = 'myPage'

function DeleteDialog({ listing, onClose }: { listing: OwnListing; onClose: () => void }) {
  const remove = useDeleteListing()
  const notify = useNotify()
  const t = useT()
  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        notify(t('Product deleted.'), 'success')
        onClose()
      },
      onError: (err) => {
        notify(err.message, 'error')
        onClose()
      },
    })
  return (
    <Dialog label={t('Delete product')} onClose={onClose}>
      <p className="text-lg">{t(CONFIRM_DELETE)}</p>
      <p className="mt-1 text-stone-700">{t(listing.productName)}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose} autoFocus>
          {t('Cancel')}
        </Button>
        <Button type="button" variant="danger" onClick={onDelete} disabled={remove.isPending}>
          {remove.isPending && <Spinner />}
          {t('Delete')}
        </Button>
      </div>
    </Dialog>
  )
}

/** On /real-time-prices: the farmer's own listings, 5 a page, with Edit and Delete. */
export function MyListingsTable() {
  const [params, setParams] = useSearchParams()
  const requested = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1)
  const { data, isPending, error } = useMyListings(requested)
  const [editing, setEditing] = useState<OwnListing | null>(null)
  const [deleting, setDeleting] = useState<OwnListing | null>(null)
  const { t, tm, locale } = useI18n()

  const pageCount = data?.pageCount ?? 1
  const page = Math.min(requested, pageCount)
  const goTo = (p: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (p <= 1) next.delete(PAGE_PARAM)
        else next.set(PAGE_PARAM, String(p))
        return next
      },
      { preventScrollReset: true },
    )

  // After deleting the last listing of the last page, step back to a page that exists.
  useEffect(() => {
    if (data && requested > data.pageCount) goTo(data.pageCount)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, requested])

  return (
    <section aria-labelledby="my-products-title" className="space-y-3">
      <h2 id="my-products-title" className="text-xl font-semibold text-green-900">
        {t('My listed products')}
      </h2>
      {isPending && <Spinner label={t('Loading your products')} />}
      {error && (
        <p role="alert" className="text-red-800">
          {t('Error: {message}', { message: tm(error) })}
        </p>
      )}
      {data && data.total === 0 && <p className="text-stone-700">{t(NO_LISTINGS)}</p>}
      {data && data.items.length > 0 && (
        <CardTable
          caption={t('My listed products')}
          columns={[t('Product Name'), t('Price'), t('Quantity'), t('Actions')]}
        >
          {data.items.map((p) => (
            <tr key={p.id} className={cardRow}>
              <td data-label={t('Product Name')} className={`${cardCell} items-center break-words`}>
                <div className="min-w-0">
                  <span className="font-medium break-words">{t(p.productName)}</span>
                  {p.hiddenReason !== undefined && (
                    <span className="block text-sm font-semibold break-words text-amber-900">
                      {t('Hidden by FarmTrek: {reason}', { reason: p.hiddenReason })}
                    </span>
                  )}
                </div>
              </td>
              <td data-label={t('Price')} className={`${cardCell} items-center whitespace-nowrap`}>
                {t('{price}/kg', { price: formatPaise(p.pricePaise, locale) })}
              </td>
              <td
                data-label={t('Quantity')}
                className={`${cardCell} items-center whitespace-nowrap`}
              >
                {t('{kg} kg', { kg: formatNumber(p.quantity, locale) })}
              </td>
              <td data-label={t('Actions')} className={`${cardCell} items-center`}>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    className="px-3"
                    aria-label={t('Edit {name}', { name: p.productName })}
                    onClick={() => setEditing(p)}
                  >
                    {t('Edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="danger"
                    className="px-3"
                    aria-label={t('Delete {name}', { name: p.productName })}
                    onClick={() => setDeleting(p)}
                  >
                    {t('Delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
      {data && data.total > OWN_LISTINGS_PAGE_SIZE && (
        <Pager label={t('My products pages')} page={page} pageCount={pageCount} onPage={goTo} />
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditDialog key={editing.id} listing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog key={deleting.id} listing={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  )
}
