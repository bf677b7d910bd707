import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { orderAmounts } from '#core/orders/amounts.ts'
import type { Order, OrderLine } from '#core/orders/orders.contract.ts'
import { buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as OrderHistory } from './order-history.tsx'

const line: OrderLine = {
  id: 'l1',
  kind: 'listing',
  catalogueId: null,
  productId: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  name: 'लाल प्याज',
  unitPricePaise: 2300,
  quantityKg: 5,
  lineTotalPaise: 11_500,
  farmerName: 'Ravi Patil',
  status: 'Pending',
  statusReason: null,
  transport: null,
  supplyChainOrderId: 'sc1',
  updatedAt: '2026-11-20T10:00:00.000Z',
}
const order = (id: string, number: string, lineId: string): Order => ({
  id,
  number,
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentMethod: 'COD',
  paymentStatus: 'due_on_delivery',
  payment: null,
  totalPaise: 11_500,
  amounts: orderAmounts({ paymentMethod: 'COD', lines: [line] }),
  delivery: { fullName: 'Asha Rao', address: '14 Lakshmi Road, Pune', phone: '+919876543210' },
  lines: [{ ...line, id: lineId }],
})

// The same crop from the same farmer in two orders: each Cancel button names its order, so a
// screen reader's list of buttons tells them apart.
describe('/transactions', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(buyer),
      http.get('/api/orders', () =>
        HttpResponse.json({
          items: [order('o1', 'FT-2611-482137', 'l1'), order('o2', 'FT-2611-482138', 'l2')],
          total: 2,
        }),
      ),
      // No line is delivered: nothing to rate.
      http.get('/api/ratings/mine', () => HttpResponse.json({ items: [] })),
      http.get('/api/deliveries/mine', () => HttpResponse.json({ items: [] })),
    )
  })
  afterEach(() => localStorage.clear())

  it.each([
    ['en', 'Cancel लाल प्याज in order FT-2611-482137', 'Cancel लाल प्याज in order FT-2611-482138'],
    ['hi', 'ऑर्डर FT-2611-482137 में लाल प्याज रद्द करें', 'ऑर्डर FT-2611-482138 में लाल प्याज रद्द करें'],
    [
      'ta',
      'ஆர்டர் FT-2611-482137-இல் लाल प्याज — ரத்து செய்',
      'ஆர்டர் FT-2611-482138-இல் लाल प्याज — ரத்து செய்',
    ],
  ])(
    'in %s, two Cancel buttons for the same crop name their orders',
    async (lang, first, second) => {
      localStorage.setItem('lang', lang)
      renderPage(OrderHistory, '/transactions')
      const one = await screen.findByRole('button', { name: first })
      const two = screen.getByRole('button', { name: second })
      expect(one).not.toBe(two)
      const orders = within(screen.getByRole('list', { name: /./ }))
      const names = orders.getAllByRole('button').map((b) => b.getAttribute('aria-label'))
      expect(names).toEqual([first, second])
    },
  )

  // A Cash-on-Delivery order keeps its stored 'due on delivery' once the cash is in: the page
  // reads the order's amounts, so a delivered order says it is paid, in the buyer's language.
  it.each([
    ['en', 'Payment: Cash on Delivery · Paid in cash on delivery'],
    ['hi', 'भुगतान: कैश ऑन डिलीवरी · डिलीवरी पर नकद भुगतान हो गया'],
  ])('in %s, a delivered COD order reads paid in cash', async (lang, words) => {
    const delivered = { ...line, status: 'Delivered' as const }
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json({
          items: [
            {
              ...order('o1', 'FT-2611-482137', 'l1'),
              lines: [delivered],
              amounts: orderAmounts({ paymentMethod: 'COD', lines: [delivered] }),
            },
            order('o2', 'FT-2611-482138', 'l2'),
          ],
          total: 2,
        }),
      ),
    )
    localStorage.setItem('lang', lang)
    renderPage(OrderHistory, '/transactions')
    expect(await screen.findByText(words)).toBeInTheDocument()
    // The other order, still pending, is due on delivery.
    expect(screen.getAllByText(new RegExp(words.split(' · ')[0]!))).toHaveLength(2)
  })
})
