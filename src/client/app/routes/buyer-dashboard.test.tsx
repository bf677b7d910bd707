import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, parseCart } from '#core/orders/cart.ts'
import { buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as BuyerDashboard } from './buyer-dashboard.tsx'

const LISTING_ID = '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d'
const line = {
  statusReason: null,
  transport: null,
  supplyChainOrderId: 'sc1',
  updatedAt: '2026-11-20T10:00:00.000Z',
}
const order = {
  id: 'o1',
  number: 'FT-2611-000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentMethod: 'COD',
  paymentStatus: 'due_on_delivery',
  totalPaise: 3 * 2450 + 2 * 3500,
  // As core orderAmounts reads these lines: nothing delivered or ended, all due on delivery.
  amounts: {
    orderedPaise: 14_350,
    endedPaise: 0,
    livePaise: 14_350,
    refundedPaise: 0,
    refundingPaise: 0,
    refundFailedPaise: 0,
    paidPaise: 0,
    duePaise: 14_350,
    due: 'on_delivery',
  },
  delivery: { fullName: 'Asha Rao', address: '14 Lakshmi Road, Pune', phone: '+919876543210' },
  lines: [
    {
      ...line,
      id: 'l1',
      kind: 'listing',
      catalogueId: null,
      productId: LISTING_ID,
      name: 'Onion',
      unitPricePaise: 2450,
      quantityKg: 3,
      lineTotalPaise: 7350,
      farmerName: 'Ravi Patil',
      status: 'In Transit',
    },
    {
      ...line,
      id: 'l2',
      kind: 'catalogue',
      catalogueId: 1,
      productId: null,
      name: 'Tomato',
      unitPricePaise: 3500,
      quantityKg: 2,
      lineTotalPaise: 7000,
      farmerName: 'Selvi',
      status: 'Pending',
    },
  ],
}

beforeEach(() => localStorage.clear())

describe('buyer dashboard', () => {
  it('greets the buyer by name and shows recent orders with their status; no Offers tile', async () => {
    server.use(
      sessionAs(buyer),
      http.get('/api/orders', () => HttpResponse.json({ items: [order], total: 1 })),
    )
    renderPage(BuyerDashboard, '/buyer-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao!' }),
    ).toBeInTheDocument()
    const recent = await screen.findByRole('list', { name: 'Recent orders' })
    expect(within(recent).getByText('Order FT-2611-000001')).toBeInTheDocument()
    expect(within(recent).getByText('In Transit')).toBeInTheDocument()
    expect(within(recent).getByText('Pending')).toBeInTheDocument()
    expect(recent).toHaveTextContent('Due on delivery ₹143.50')
    expect(screen.queryByRole('link', { name: /Offers/ })).not.toBeInTheDocument()
  })

  it('reorder puts the order’s lines back in the cart and opens it', async () => {
    server.use(
      sessionAs(buyer),
      http.get('/api/orders', () => HttpResponse.json({ items: [order], total: 1 })),
    )
    const { location } = renderPage(BuyerDashboard, '/buyer-dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder FT-2611-000001' }))
    const { cart } = parseCart(localStorage.getItem(CART_STORAGE_KEY))
    expect(cart.lines).toMatchObject([
      { kind: 'listing', productId: LISTING_ID, quantityKg: 3, pricePaise: 2450, name: 'Onion' },
      { kind: 'catalogue', catalogueId: 1, quantityKg: 2, pricePaise: 3500 },
    ])
    expect(location().pathname).toBe('/orders')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The items of order FT-2611-000001 are in your cart.',
    )
  })

  it('says "Welcome, Buyer!" when the account has no name, and invites a first order', async () => {
    server.use(
      sessionAs({ ...buyer, name: '' } as unknown as typeof buyer),
      http.get('/api/orders', () => HttpResponse.json({ items: [], total: 0 })),
    )
    renderPage(BuyerDashboard, '/buyer-dashboard')
    expect(await screen.findByRole('heading', { name: 'Welcome, Buyer!' })).toBeInTheDocument()
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument()
  })
})
