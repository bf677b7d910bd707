import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { FreshCodeProvider } from './fresh-code-dialog.tsx'
import { PayoutsPanel } from './payouts-panel.tsx'

const line = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  farmerId: 'f1',
  farmerName: 'Ravi Patil',
  farmerPhone: '+919812345678',
  orderNumber: `FT-2711-${id.slice(0, 6)}`,
  crop: 'Onion',
  amountPaise: 14_250,
  mode: 'manual',
  state: 'released',
  releasedAt: '2026-11-27T08:00:00.000Z',
  settledAt: null,
  settlementRef: null,
  heldUntil: null,
  payTo: {
    upiVpa: null,
    bankLast4: '9012',
    bankIfsc: 'SBIN0001234',
    accountHolder: 'Ravi Patil',
    linkedAccountId: null,
  },
  ...over,
})

const noManualRefunds = http.get('/api/admin/manual-refunds', () =>
  HttpResponse.json({ items: [], totals: {} }),
)

describe('the console’s payouts', () => {
  it('shows where each due payout goes, and marks the chosen ones paid with the UTR', async () => {
    const sent: unknown[] = []
    server.use(
      noManualRefunds,
      http.get('/api/admin/payouts', () =>
        HttpResponse.json({
          items: [
            line('11111111-1111-4111-8111-111111111111'),
            line('22222222-2222-4222-8222-222222222222', {
              heldUntil: '2026-11-28T08:00:00.000Z',
            }),
          ],
          totals: { released: { count: 2, paise: 28_500 } },
        }),
      ),
      http.post('/api/admin/payouts/settle', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ settled: 1, paise: 14_250, refused: [] })
      }),
    )
    renderPage(PayoutsPanel, '/admin')
    expect((await screen.findAllByText('Pay to: Ravi Patil, A/c …9012 (SBIN0001234)')).length).toBe(
      2,
    )
    expect(screen.getByText(/Details just changed: not before/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Download the due payouts/ })).toHaveAttribute(
      'href',
      '/api/admin/payouts/due.csv',
    )
    // The payout whose details just changed cannot be chosen.
    expect(screen.getAllByRole('checkbox', { name: /^Choose FT-/ })).toHaveLength(1)
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Choose every payout that can be paid' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Mark 1 paid' }))
    expect(
      await screen.findByText(
        "Enter the bank's reference (UTR) of the transfer: 6 to 40 letters and digits.",
      ),
    ).toBeInTheDocument()
    await userEvent.type(
      screen.getByLabelText('Bank reference (UTR) of the transfer'),
      'UTR20261127A1',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Mark 1 paid' }))
    expect(await screen.findByText('1 marked paid (₹142.50).')).toBeInTheDocument()
    expect(sent).toEqual([
      { ids: ['11111111-1111-4111-8111-111111111111'], reference: 'UTR20261127A1' },
    ])
  })
})

const manualRefund = (over: Record<string, unknown> = {}) => ({
  id: '33333333-3333-4333-8333-333333333333',
  orderItemId: '44444444-4444-4444-8444-444444444444',
  problemId: '55555555-5555-4555-8555-555555555555',
  orderNumber: 'FT-2711-COD001',
  crop: 'Onion',
  buyerId: 'b1',
  buyerName: 'Asha Rao',
  buyerPhone: '+919876501234',
  farmerId: 'f1',
  farmerName: 'Ravi Patil',
  amountPaise: 60_00,
  state: 'due',
  utr: null,
  paidAt: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  ...over,
})

describe('the console’s refunds to pay by hand', () => {
  it('lists whom to pay for which order, and marks one paid with the UTR (a fresh code asked when needed)', async () => {
    const sent: unknown[] = []
    let paid = false
    let asked = 0
    server.use(
      http.get('/api/admin/payouts', () =>
        HttpResponse.json({ items: [], totals: {}, recoveries: [] }),
      ),
      http.get('/api/admin/manual-refunds', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state')
        const item = manualRefund(
          paid ? { state: 'paid', utr: 'UTR20261127A1', paidAt: '2026-11-27T09:00:00.000Z' } : {},
        )
        return HttpResponse.json({
          items: item.state === state ? [item] : [],
          totals: { [item.state]: { count: 1, paise: 60_00 } },
        })
      }),
      http.post('/api/admin/manual-refunds/:id/paid', async ({ request, params }) => {
        asked += 1
        if (asked === 1)
          return HttpResponse.json(
            { code: 'fresh_code_needed', message: 'A fresh code is needed.' },
            { status: 403 },
          )
        sent.push({ id: params.id, ...((await request.json()) as object) })
        paid = true
        return HttpResponse.json({
          id: params.id,
          amountPaise: 60_00,
          state: 'paid',
          utr: 'UTR20261127A1',
          paidAt: '2026-11-27T09:00:00.000Z',
        })
      }),
      http.post('/api/auth/two-factor/step-up', () =>
        HttpResponse.json({ freshUntil: new Date(Date.now() + 300_000).toISOString() }),
      ),
    )
    renderPage(
      () => (
        <FreshCodeProvider>
          <PayoutsPanel />
        </FreshCodeProvider>
      ),
      '/admin',
    )
    const row = await screen.findByTestId('manual-refund')
    expect(row).toHaveTextContent('₹60.00 · Asha Rao · +919876501234')
    expect(row).toHaveTextContent('FT-2711-COD001 · Onion')
    expect(row).toHaveTextContent('Taken from the next payouts of Ravi Patil')
    expect(screen.getByText('1 to pay, ₹60.00')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Mark paid…' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mark ₹60.00 paid' }))
    expect(
      await screen.findByText(
        "Enter the bank's reference (UTR) of the transfer: 6 to 40 letters and digits.",
      ),
    ).toBeInTheDocument()
    await userEvent.type(
      screen.getByLabelText('Bank reference (UTR) of the transfer'),
      'UTR20261127A1',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Mark ₹60.00 paid' }))
    // The server asks for a fresh code: the dialog takes it and the action runs again.
    const code = await screen.findByLabelText('Code from your authenticator app')
    await userEvent.type(code, '123456')
    // jsdom has no modal dialogs: the dialog's contents count as hidden there.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code', hidden: true }))
    expect(await screen.findByText('No refunds to pay by hand.')).toBeInTheDocument()
    expect(sent).toEqual([{ id: '33333333-3333-4333-8333-333333333333', utr: 'UTR20261127A1' }])
  }, 30_000)
})
