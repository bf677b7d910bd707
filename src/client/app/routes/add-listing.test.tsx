import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OwnListing } from '#core/listings/listings.contract.ts'
import { apiError, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as AddListing } from './add-listing.tsx'

const created: OwnListing = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  productName: 'Tomato',
  pricePaise: 2450,
  quantity: 120,
  category: 'Vegetables',
  organic: false,
  photos: [],
  createdAt: '2025-06-02T10:00:00.000Z',
  updatedAt: '2025-06-02T10:00:00.000Z',
}

/** Answers POST /api/listings with `answer` and keeps each request body it received. */
function listingsEndpoint(answer: () => Response) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/listings', async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

/**
 * The description as read out: the message, then the crop's fair-price hint, which is empty here
 * (no market data), hence the optional space.
 */
const described = (text: string) => {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, (c) => `\\${c}`)
  return new RegExp(`^${escaped}\\s*$`)
}

async function fillListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Crop Name'), 'Tomato')
  await user.type(screen.getByLabelText('Price per kg'), '24.50')
  await user.type(screen.getByLabelText('Quantity (kg)'), '120')
}

// A page renders and types as a user would; on a busy machine that can take more than 5 s.
describe('add a listing', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(farmer),
      // The fair-price hint asks about the crop typed; no market data for it here.
      http.get('/api/market-prices/fair-price', () => apiError(404, 'No prices for this crop.')),
    )
  })

  it("says 'Please fill in all fields!' next to each empty field and sends nothing", async () => {
    const bodies = listingsEndpoint(() => HttpResponse.json(created, { status: 201 }))
    const user = userEvent.setup({ delay: null })
    renderPage(AddListing, '/add-product')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields!')
    for (const label of ['Crop Name', 'Price per kg', 'Quantity (kg)']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        described('Please fill in all fields!'),
      )
    }
    expect(screen.getByLabelText('Crop Name')).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('names the rule a price breaks next to the price', async () => {
    listingsEndpoint(() => HttpResponse.json(created, { status: 201 }))
    const user = userEvent.setup({ delay: null })
    renderPage(AddListing, '/add-product')
    await user.type(screen.getByLabelText('Crop Name'), 'Tomato')
    await user.type(screen.getByLabelText('Price per kg'), '24.555')
    await user.type(screen.getByLabelText('Quantity (kg)'), '120')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    const price = screen.getByLabelText('Price per kg')
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        'Price per kg can have at most 2 decimal places (paise).',
      ),
    )
    expect(price).toHaveFocus()
    expect(screen.getByLabelText('Crop Name')).not.toHaveAttribute('aria-invalid')
  })

  it('sends the listing with its price in rupees and paise, then goes to the dashboard', async () => {
    const bodies = listingsEndpoint(() => HttpResponse.json(created, { status: 201 }))
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(AddListing, '/add-product')
    await fillListing(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Product added successfully!')
    expect(bodies).toEqual([
      { productName: 'Tomato', price: 24.5, quantity: 120, category: null, organic: false },
    ])
    await waitFor(() => expect(location().pathname).toBe('/farmer-dashboard'))
  })

  it('shows a refusal about the crop name next to the crop name', async () => {
    listingsEndpoint(() =>
      apiError(400, 'Crop name contains characters that are not allowed.', {
        field: 'productName',
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(AddListing, '/add-product')
    await fillListing(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    const crop = screen.getByLabelText('Crop Name')
    await waitFor(() => expect(crop).toHaveAttribute('aria-invalid', 'true'))
    expect(crop).toHaveAccessibleDescription(
      described('Crop name contains characters that are not allowed.'),
    )
    expect(crop).toHaveFocus()
    expect(screen.getByLabelText('Price per kg')).not.toHaveAttribute('aria-invalid')

    // Changing the name clears the server's message.
    await user.type(crop, 's')
    await waitFor(() => expect(crop).not.toHaveAttribute('aria-invalid'))
  })

  it('shows a refusal that names no field in the alert', async () => {
    listingsEndpoint(() => apiError(500, 'Internal error'))
    const user = userEvent.setup({ delay: null })
    renderPage(AddListing, '/add-product')
    await fillListing(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add product. Please try again!',
    )
  })

  it("says a listing limit in the farmer's language, with its number", async () => {
    listingsEndpoint(() =>
      apiError(
        409,
        'You have 100 products listed (sold-out ones too), the most one account can hold. Delete one to add another.',
        { code: 'listing.limit', params: { max: 100 } },
      ),
    )
    localStorage.setItem('lang', 'hi')
    try {
      const user = userEvent.setup({ delay: null })
      renderPage(AddListing, '/add-product')
      await user.type(await screen.findByLabelText('फ़सल का नाम'), 'Tomato')
      await user.type(screen.getByLabelText('प्रति किलो दाम'), '24.50')
      await user.type(screen.getByLabelText('मात्रा (किलो)'), '120')
      await user.click(screen.getByRole('button', { name: 'उत्पाद जोड़ें' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'आपके 100 उत्पाद लिस्ट हैं (बिक चुके भी), एक खाते में इससे ज़्यादा नहीं हो सकते। नया जोड़ने के लिए एक हटाएँ।',
      )
    } finally {
      localStorage.removeItem('lang')
    }
  })

  it('says beside the chooser that a PDF renamed .jpg is not a photo, and adds nothing until it is removed', async () => {
    const bodies = listingsEndpoint(() => HttpResponse.json(created, { status: 201 }))
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(AddListing, '/add-product')
    await fillListing(user)
    const chooser = screen.getByLabelText(/^Photos \(up to 4/)
    await user.upload(chooser, new File([PDF], 'tomatoes.jpg', { type: 'image/jpeg' }))

    const notAPhoto = 'tomatoes.jpg: This file is not a photo. Choose a JPEG, PNG or WebP image.'
    expect(await screen.findByRole('alert')).toHaveTextContent(notAPhoto)
    expect(chooser).toHaveAccessibleDescription(notAPhoto)
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull()

    // The form waits: nothing is sent, the farmer is told what to do and taken to the file.
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Remove the files that cannot be sent (or choose other photos), then add the product.',
      ),
    )
    const remove = screen.getByRole('button', { name: 'Remove tomatoes.jpg' })
    expect(remove).toHaveFocus()
    expect(bodies).toEqual([])
    expect(location().pathname).toBe('/add-product')

    // Removed, the listing is added (with no photo to send).
    await user.click(remove)
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await waitFor(() => expect(location().pathname).toBe('/farmer-dashboard'))
    expect(bodies).toHaveLength(1)
  })

  it('keeps the farmer with the new listing and its photos when the server refuses one', async () => {
    listingsEndpoint(() => HttpResponse.json(created, { status: 201 }))
    const sent: string[] = []
    server.use(
      http.post('/api/listings/:id/photos', ({ params }) => {
        sent.push(String(params.id))
        return apiError(422, 'This photo could not be read. It may be damaged; try another one.', {
          code: 'photo.unreadable',
        })
      }),
    )
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(AddListing, '/add-product')
    await fillListing(user)
    await user.upload(
      screen.getByLabelText(/^Photos \(up to 4/),
      new File([PNG_HEAD], 'tomatoes.png', { type: 'image/png' }),
    )
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    const photos = await screen.findByRole('region', { name: 'Photos of Tomato' })
    expect(within(photos).getByRole('alert')).toHaveTextContent(
      'tomatoes.png: This photo could not be read. It may be damaged; try another one.',
    )
    expect(sent).toEqual([created.id])
    expect(location().pathname).toBe('/add-product')
    expect(within(photos).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/farmer-dashboard',
    )
  })
})

/** A PDF's first bytes: what a PDF renamed tomatoes.jpg holds. */
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
/** A PNG's signature and header (640 × 480): passes the browser's check; the server decodes. */
const PNG_HEAD = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2,
  0x80, 0, 0, 1, 0xe0, 8, 2, 0, 0, 0,
])
