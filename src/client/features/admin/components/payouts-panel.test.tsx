import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
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

describe('the console’s payouts', () => {
  it('shows where each due payout goes, and marks the chosen ones paid with the UTR', async () => {
    const sent: unknown[] = []
    server.use(
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
