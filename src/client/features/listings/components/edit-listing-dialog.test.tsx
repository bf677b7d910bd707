import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OwnListing } from '#core/listings/listings.contract.ts'
import { NoticeProvider } from '#client/components/ui/notices.tsx'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import '../../../../../tests/setup/msw.ts'
import { EditDialog } from './edit-listing-dialog.tsx'

const listing: OwnListing = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  productName: 'लाल प्याज',
  pricePaise: 2300,
  quantity: 40,
  category: null,
  organic: false,
  photos: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

// The edit form's second button only closes it: 'Cancel' ('रद्द करें') read as cancelling the
// listing.
describe('the Edit product dialog', () => {
  afterEach(() => localStorage.clear())

  it.each([
    ['en', 'Save', 'Close', 'Cancel'],
    ['hi', 'सहेजें', 'बंद करें', 'रद्द करें'],
    ['ta', 'சேமி', 'மூடு', 'ரத்து செய்'],
  ])('in %s, closes with Close', async (lang, save, close, cancel) => {
    localStorage.setItem('lang', lang)
    const onClose = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider>
          <NoticeProvider>
            <EditDialog listing={listing} onClose={onClose} />
          </NoticeProvider>
        </I18nProvider>
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    expect(await screen.findByRole('button', { name: save, hidden: true })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: cancel, hidden: true })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: close, hidden: true }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
