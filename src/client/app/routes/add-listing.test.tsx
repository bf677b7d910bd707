import { screen, waitFor } from '@testing-library/react'
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
})
