import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { FarmerDashboard } from '#core/dashboard/dashboard.contract.ts'
import { farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as FarmerDashboardPage } from './farmer-dashboard.tsx'

const figures: FarmerDashboard = {
  openOrders: 3,
  pendingOrders: 2,
  liveListings: 4,
  month: {
    monthStart: '2026-10-31T18:30:00.000Z',
    orders: 2,
    soldKg: 6,
    earningsPaise: 16000,
    receivedPaise: 6000,
    duePaise: 10000,
  },
  newestOrders: [
    {
      id: 'sc1',
      crop: 'Tomato',
      buyerName: 'Asha Rao',
      orderNumber: 'FT-2611-000001',
      quantityKg: 4,
      status: 'Pending',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  newestListing: {
    id: 'p1',
    productName: 'Brinjal',
    pricePaise: 4250,
    quantityKg: 20,
    createdAt: '2026-11-21T10:00:00.000Z',
  },
}

describe('farmer dashboard', () => {
  it('answers at a glance: open orders, listings, sold and earned this month, newest orders and listing', async () => {
    server.use(
      sessionAs(farmer),
      http.get('/api/dashboard/farmer', () => HttpResponse.json(figures)),
      http.get('/api/weather', () =>
        HttpResponse.json({ city: 'Chennai', temperatureC: 31, humidity: 70, windSpeed: 4 }),
      ),
    )
    renderPage(FarmerDashboardPage, '/farmer-dashboard')
    const stats = await screen.findByTestId('farmer-stats')
    expect(within(stats).getByRole('link', { name: '3 Open orders' })).toHaveAttribute(
      'href',
      '/supply-chain',
    )
    expect(within(stats).getByRole('link', { name: '4 Listings on sale' })).toBeInTheDocument()
    expect(within(stats).getByRole('link', { name: '6 kg Sold this month' })).toBeInTheDocument()
    expect(
      within(stats).getByRole('link', {
        name: '₹160.00 Paid ₹60.00 · due ₹100.00 Earnings this month',
      }),
    ).toBeInTheDocument()
    const newest = screen.getByRole('region', { name: 'Newest orders' })
    expect(newest).toHaveTextContent('4 kg Tomato')
    expect(newest).toHaveTextContent('for Asha Rao, 20 Nov 2026')
    expect(newest).toHaveTextContent('2 orders are waiting for you to send them.')
    expect(screen.getByTestId('newest-listing')).toHaveTextContent('Brinjal')
    expect(screen.getByRole('region', { name: 'Your latest listing' })).toHaveTextContent(
      '₹42.50/kg',
    )
  })

  it('a new farmer sees zeros and an invitation to add a product', async () => {
    server.use(
      sessionAs(farmer),
      http.get('/api/dashboard/farmer', () =>
        HttpResponse.json({
          ...figures,
          openOrders: 0,
          pendingOrders: 0,
          liveListings: 0,
          month: {
            ...figures.month,
            orders: 0,
            soldKg: 0,
            earningsPaise: 0,
            receivedPaise: 0,
            duePaise: 0,
          },
          newestOrders: [],
          newestListing: null,
        }),
      ),
      http.get('/api/weather', () =>
        HttpResponse.json({ city: 'Chennai', temperatureC: 31, humidity: 70, windSpeed: 4 }),
      ),
    )
    renderPage(FarmerDashboardPage, '/farmer-dashboard')
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument()
    expect(screen.getByText('No products listed yet!')).toBeInTheDocument()
  })
})
