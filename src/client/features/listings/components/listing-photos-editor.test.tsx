import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OwnListing } from '#core/listings/listings.contract.ts'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { ListingPhotosEditor } from './listing-photos-editor.tsx'

const listing: OwnListing = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  productName: 'Tomato',
  pricePaise: 2300,
  quantity: 40,
  category: null,
  organic: false,
  photos: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

// The photos of a listing in the Edit dialog: a file is checked by the server's rules before it
// is uploaded, so a file that is not a photo is said at once and never sent.
describe('the photos of a listing being edited', () => {
  it('says a PDF named .jpg is not a photo beside the chooser, and sends nothing', async () => {
    const sent: string[] = []
    server.use(
      http.post('/api/listings/:id/photos', ({ params }) => {
        sent.push(String(params.id))
        return apiError(415, 'This file is not a photo. Choose a JPEG, PNG or WebP image.', {
          code: 'photo.not_an_image',
        })
      }),
    )
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider>
          <ListingPhotosEditor listing={listing} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    const user = userEvent.setup({ delay: null })
    const chooser = screen.getByLabelText(/^Photos \(up to 4/)
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
    await user.upload(chooser, new File([pdf], 'tomatoes.jpg', { type: 'image/jpeg' }))

    const said = 'tomatoes.jpg: This file is not a photo. Choose a JPEG, PNG or WebP image.'
    expect(await screen.findByRole('alert')).toHaveTextContent(said)
    expect(chooser).toHaveAccessibleDescription(said)
    expect(sent).toEqual([])
  })
})
