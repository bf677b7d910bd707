import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { PaymentSummary } from '#core/payments/payments.contract.ts'
import { buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Pay } from './pay.tsx'

const ORDER_ID = '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d'
const awaiting: PaymentSummary = {
  orderId: ORDER_ID,
  method: 'UPI',
  state: 'awaiting',
  amountPaise: 11_500,
  refundedPaise: 0,
  failureReason: null,
  expiresAt: '2026-11-20T10:30:00.000Z',
  paidAt: null,
  refunds: [],
}
const paid: PaymentSummary = { ...awaiting, state: 'paid', paidAt: '2026-11-20T10:05:00.000Z' }

function answer(payment: PaymentSummary) {
  server.use(
    sessionAs(buyer),
    http.get(`/api/payments/orders/${ORDER_ID}`, () => HttpResponse.json(payment)),
  )
}

describe('/pay/:orderId', { timeout: 15_000 }, () => {
  afterEach(() => localStorage.clear())

  it.each([
    ['en', 'Pay for your order', 'Order paid', 'Payment received', '₹115.00 by UPI'],
    ['hi', 'अपने ऑर्डर का भुगतान करें', 'ऑर्डर का भुगतान हो गया', 'भुगतान मिल गया', 'UPI से ₹115.00'],
    [
      'ta',
      'உங்கள் ஆர்டருக்குப் பணம் செலுத்துங்கள்',
      'ஆர்டருக்குப் பணம் செலுத்தப்பட்டது',
      'கட்டணம் பெறப்பட்டது',
      'UPI மூலம் ₹115.00',
    ],
  ])(
    'in %s, the heading says the order is paid once the payment is received, and the amount is by UPI',
    async (lang, payHeading, paidHeading, received, byUpi) => {
      localStorage.setItem('lang', lang)
      answer(paid)
      renderPage(Pay, '/pay/:orderId', `/pay/${ORDER_ID}`)
      expect(await screen.findByText(received)).toHaveAttribute('role', 'status')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(paidHeading)
      expect(screen.queryByRole('heading', { name: payHeading })).not.toBeInTheDocument()
      expect(screen.getByText(byUpi)).toBeInTheDocument()
      expect(document.body).not.toHaveTextContent(/UPI Payment|UPI भुगतान से|UPI கட்டணம் மூலம்/)
    },
  )

  it.each([
    ['expired', 'Cancelled — not paid in time'],
    ['switched', 'Switched to Cash on Delivery'],
  ] as const)('no longer asks to pay once the payment is %s', async (state, heading) => {
    answer({ ...awaiting, state })
    renderPage(Pay, '/pay/:orderId', `/pay/${ORDER_ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument()
  })

  it('asks to pay while the payment is open, and names a card payment as by card', async () => {
    answer({ ...awaiting, method: 'Card' })
    renderPage(Pay, '/pay/:orderId', `/pay/${ORDER_ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay for your order' }),
    ).toBeInTheDocument()
    expect(screen.getByText('₹115.00 by card')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument()
  })
})
