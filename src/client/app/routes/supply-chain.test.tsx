import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { apiError, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as SupplyChain } from './supply-chain.tsx'

const pending: SupplyChainOrder = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  crop: 'Onion',
  buyerName: 'Asha Rao',
  orderNumber: 'FT-2611-482137',
  delivery: { name: 'Asha Rao', address: '14 Lakshmi Road, Pune 411005', phone: '+919876543210' },
  amountPaise: 11_500,
  paymentMethod: 'COD',
  paymentStatus: 'due_on_delivery',
  quantityKg: 5,
  status: 'Pending',
  statusReason: null,
  transport: null,
  orderItemId: 'l1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

// The button under the transport and decline forms only closes the form. Called 'Cancel'
// ('रद्द करें', 'ரத்து செய்') it read as cancelling the order itself.
describe('/supply-chain: the step forms close with Close', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(farmer),
      http.get('/api/supply-chain', () => HttpResponse.json({ items: [pending] })),
    )
  })
  afterEach(() => localStorage.clear())

  it.each([
    ['en', 'Mark In Transit', 'Transport for Onion', 'Decline Onion', 'Close', 'Cancel'],
    ['hi', "'रास्ते में' करें", 'प्याज के लिए परिवहन', 'प्याज का ऑर्डर मना करें', 'बंद करें', 'रद्द करें'],
    [
      'ta',
      "'போக்குவரத்தில்' எனக் குறி",
      'வெங்காயம் — போக்குவரத்து',
      'வெங்காயம் ஆர்டரை மறு',
      'மூடு',
      'ரத்து செய்',
    ],
  ])(
    'in %s, the transport and decline forms close with Close, not Cancel',
    async (lang, markInTransit, transportForm, decline, close, cancel) => {
      localStorage.setItem('lang', lang)
      const user = userEvent.setup()
      renderPage(SupplyChain, '/supply-chain')

      await user.click(await screen.findByRole('button', { name: markInTransit }))
      const transport = within(screen.getByRole('form', { name: transportForm }))
      expect(transport.queryByRole('button', { name: cancel })).not.toBeInTheDocument()
      await user.click(transport.getByRole('button', { name: close }))
      expect(screen.queryByRole('form', { name: transportForm })).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: decline }))
      const declineForm = within(screen.getByRole('form', { name: decline }))
      await user.click(declineForm.getByRole('button', { name: close }))
      expect(screen.queryByRole('form', { name: decline })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: markInTransit })).toBeInTheDocument()
    },
  )
})

describe('/supply-chain: the step forms check their one field', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(farmer),
      http.get('/api/supply-chain', () => HttpResponse.json({ items: [pending] })),
    )
  })

  it('refuses a blank transport beside the field, then shows the server refusal there', async () => {
    const bodies: unknown[] = []
    server.use(
      http.patch('/api/supply-chain/:id', async ({ request }) => {
        bodies.push(await request.json())
        return apiError(409, 'Transport: at most 60 characters.', { field: 'transport' })
      }),
    )
    const user = userEvent.setup()
    renderPage(SupplyChain, '/supply-chain')
    await user.click(await screen.findByRole('button', { name: 'Mark In Transit' }))
    const form = within(screen.getByRole('form', { name: 'Transport for Onion' }))
    const transport = form.getByRole('textbox', { name: 'Transport (vehicle number)' })
    await user.type(transport, '   ')
    await user.click(form.getByRole('button', { name: 'Confirm In Transit' }))
    expect(transport).toHaveAttribute('aria-invalid', 'true')
    expect(transport).toHaveAccessibleDescription(
      'Please enter the transport, for example a vehicle number.',
    )
    expect(bodies).toEqual([])

    await user.clear(transport)
    await user.type(transport, ' TN-09-AB-1234 ')
    await user.click(form.getByRole('button', { name: 'Confirm In Transit' }))
    await waitFor(() =>
      expect(transport).toHaveAccessibleDescription('Transport: at most 60 characters.'),
    )
    expect(bodies).toEqual([{ status: 'In Transit', transport: 'TN-09-AB-1234' }])
  })

  it('refuses a blank reason to decline, beside the field', async () => {
    const user = userEvent.setup()
    renderPage(SupplyChain, '/supply-chain')
    await user.click(await screen.findByRole('button', { name: 'Decline Onion' }))
    const form = within(screen.getByRole('form', { name: 'Decline Onion' }))
    await user.click(form.getByRole('button', { name: 'Confirm decline' }))
    const reason = form.getByRole('textbox', { name: 'Reason for the buyer' })
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription('Tell the buyer why you decline this order.')
    expect(reason).toHaveFocus()
  })
})

describe(
  '/supply-chain: a line reads its amounts by its order’s rules',
  { timeout: 15_000 },
  () => {
    it('a declined Cash-on-Delivery line is due from no one; a pending one is due on delivery', async () => {
      const due = { endedPaise: 0, refundedPaise: 0, refundingPaise: 0, refundFailedPaise: 0 }
      const declined: SupplyChainOrder = {
        ...pending,
        id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8e',
        crop: 'Tomato',
        status: 'Declined',
        statusReason: 'Rain',
        amounts: {
          ...due,
          orderedPaise: 9_000,
          endedPaise: 9_000,
          livePaise: 0,
          paidPaise: 0,
          duePaise: 0,
          due: 'none',
        },
      }
      const open: SupplyChainOrder = {
        ...pending,
        amounts: {
          ...due,
          orderedPaise: 11_500,
          livePaise: 11_500,
          paidPaise: 0,
          duePaise: 11_500,
          due: 'on_delivery',
        },
      }
      server.use(
        sessionAs(farmer),
        http.get('/api/supply-chain', () => HttpResponse.json({ items: [open, declined] })),
      )
      renderPage(SupplyChain, '/supply-chain', '/supply-chain?show=all')
      const lines = await screen.findAllByTestId('line-amounts')
      expect(lines).toHaveLength(2)
      const [openLine, declinedLine] = lines as [HTMLElement, HTMLElement]
      expect(within(openLine).getByText('Due on delivery')).toBeInTheDocument()
      expect(within(declinedLine).getByText('Cancelled or declined')).toBeInTheDocument()
      expect(within(declinedLine).queryByText('Due on delivery')).not.toBeInTheDocument()
      expect(screen.queryByText(/Payment: .* · Due on delivery/)).not.toBeInTheDocument()
    })
  },
)

describe('/supply-chain: a refund after the payout', { timeout: 15_000 }, () => {
  it('tells the farmer what will be taken from their next payouts', async () => {
    server.use(
      sessionAs(farmer),
      http.get('/api/supply-chain', () =>
        HttpResponse.json({
          items: [
            {
              ...pending,
              status: 'Delivered',
              paymentMethod: 'UPI',
              payout: 'released',
              refund: { amountPaise: 6_000, stage: 'processed' },
              recovery: { amountPaise: 6_000, recoveredPaise: 0 },
            },
          ],
        }),
      ),
    )
    renderPage(SupplyChain, '/supply-chain', '/supply-chain?show=all')
    expect(await screen.findByTestId('payout-recovery')).toHaveTextContent(
      '₹60.00 refunded to the buyer will be taken from your next payouts (₹0.00 so far).',
    )
  })
})
