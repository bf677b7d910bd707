import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { orderAmounts } from '#core/orders/amounts.ts'
import type { Order, OrderLine } from '#core/orders/orders.contract.ts'
import { apiError, buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as OrderConfirmationPage } from './order.tsx'

const line = (id: string, name: string, kg: number, price: number, status: OrderLine['status']) =>
  ({
    id,
    kind: 'listing',
    catalogueId: null,
    productId: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
    name,
    unitPricePaise: price,
    quantityKg: kg,
    lineTotalPaise: price * kg,
    farmerName: 'Ravi Patil',
    status,
    statusReason: null,
    transport: null,
    supplyChainOrderId: `sc-${id}`,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }) satisfies OrderLine

const cod = (lines: OrderLine[]): Order => ({
  id: 'o1',
  number: 'FT-2611-482137',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentMethod: 'COD',
  paymentStatus: 'due_on_delivery',
  payment: null,
  totalPaise: lines.reduce((s, l) => s + l.lineTotalPaise, 0),
  amounts: orderAmounts({ paymentMethod: 'COD', lines }),
  delivery: {
    fullName: 'Asha Rao',
    address: '14 Lakshmi Road, Pune 411005',
    phone: '+919876543210',
  },
  lines,
})

const answer = (order: Order) =>
  http.get('/api/orders/:number', ({ params }) =>
    params.number === order.number
      ? HttpResponse.json(order)
      : apiError(404, 'Order not found.', { code: 'order.not_found' }),
  )

describe('/order/:number', { timeout: 15_000 }, () => {
  beforeEach(() => server.use(sessionAs(buyer)))

  it('confirms a Cash on Delivery order: number, lines, amount due, delivery window, address', async () => {
    server.use(answer(cod([line('l1', 'Onion', 5, 30_00, 'Pending')])))
    renderPage(OrderConfirmationPage, '/order/:number', '/order/FT-2611-482137')
    expect(await screen.findByRole('status')).toHaveTextContent('Order FT-2611-482137 is placed.')
    expect(screen.getByText('Onion')).toBeInTheDocument()
    const amounts = screen.getByTestId('order-amounts')
    expect(amounts).toHaveTextContent('Total₹150.00')
    expect(amounts).toHaveTextContent('Due on delivery₹150.00')
    expect(screen.getByText('Payment: Cash on Delivery')).toBeInTheDocument()
    // Two to five days from the order.
    expect(screen.getByText(/Expected delivery: 22 Nov 2026 – 25 Nov 2026/)).toBeInTheDocument()
    expect(screen.getByText('14 Lakshmi Road, Pune 411005')).toBeInTheDocument()
  })

  it('reads only what is left due after a line is declined', async () => {
    server.use(
      answer(
        cod([line('l1', 'Onion', 5, 30_00, 'Declined'), line('l2', 'Tomato', 3, 30_00, 'Pending')]),
      ),
    )
    renderPage(OrderConfirmationPage, '/order/:number', '/order/FT-2611-482137')
    const amounts = await screen.findByTestId('order-amounts')
    expect(amounts).toHaveTextContent('Ordered₹240.00')
    expect(amounts).toHaveTextContent('Cancelled or declined−₹150.00')
    expect(amounts).toHaveTextContent('Due on delivery₹90.00')
  })

  it('says so when the order is not the buyer’s', async () => {
    server.use(answer(cod([line('l1', 'Onion', 5, 30_00, 'Pending')])))
    renderPage(OrderConfirmationPage, '/order/:number', '/order/FT-2611-000000')
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.')
  })
})
