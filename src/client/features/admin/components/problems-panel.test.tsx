import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { FreshCodeProvider } from './fresh-code-dialog.tsx'
import { ProblemsPanel } from './problems-panel.tsx'

const problem = {
  id: 'p1',
  orderItemId: 'i1',
  kind: 'short_weight',
  shortKg: 2,
  note: 'Only 8 kg arrived',
  answer: null,
  state: 'open',
  refundPaise: null,
  createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
  orderNumber: 'FT-2611-482137',
  crop: 'Onion',
  quantityKg: 10,
  linePaise: 300_00,
  buyerId: 'buyer-1',
  farmerId: 'farmer-1',
  resolvedAt: null,
  cashOnDelivery: false,
  photos: [
    {
      id: 'ph1',
      url: '/api/deliveries/problem-photos/ph1?w=1280',
      thumbUrl: '/api/deliveries/problem-photos/ph1?w=320',
    },
  ],
}

function Console() {
  return (
    <FreshCodeProvider>
      <ProblemsPanel />
    </FreshCodeProvider>
  )
}

describe('the console’s problems', () => {
  it('resolves an open problem with a part refund, asking for a fresh code when the server wants one', async () => {
    const resolves: unknown[] = []
    const stepUps: unknown[] = []
    server.use(
      http.get('/api/admin/problems', () => HttpResponse.json({ items: [problem] })),
      http.get('/api/admin/users/by-id', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? []
        const person = (id: string, name: string, phone: string) => ({
          id,
          name,
          email: `${id}@example.in`,
          phone,
          roles: [],
          createdAt: '2026-10-01T00:00:00.000Z',
          suspendedAt: null,
          suspendedReason: null,
        })
        return HttpResponse.json({
          items: [
            person('buyer-1', 'Asha Rao', '+919800000001'),
            person('farmer-1', 'Selvi Murugan', '+919800000002'),
          ].filter((p) => ids.includes(p.id)),
        })
      }),
      http.post('/api/admin/problems/p1/resolve', async ({ request }) => {
        resolves.push(await request.json())
        if (stepUps.length === 0)
          return HttpResponse.json(
            {
              error:
                'Enter a fresh code from your authenticator app to confirm this payment action.',
              code: 'fresh_code_needed',
            },
            { status: 403 },
          )
        return HttpResponse.json({ ...problem, state: 'refunded', refundPaise: 120_00 })
      }),
      http.post('/api/auth/two-factor/step-up', async ({ request }) => {
        stepUps.push(await request.json())
        return HttpResponse.json({ freshUntil: new Date(Date.now() + 300_000).toISOString() })
      }),
    )
    renderPage(Console, '/admin')
    expect(
      await screen.findByText('FT-2611-482137 · Short weight · 2 kg short'),
    ).toBeInTheDocument()
    expect(screen.getByText('Only 8 kg arrived')).toBeInTheDocument()
    expect(screen.getByText(/5 hours old/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Photo 1 of the problem' })).toHaveAttribute(
      'src',
      '/api/deliveries/problem-photos/ph1?w=320',
    )
    expect(
      await screen.findByText(
        'Buyer Asha Rao, +919800000001 · Farmer Selvi Murugan, +919800000002',
      ),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Resolve…' }))
    await userEvent.selectOptions(screen.getByLabelText('Resolve by'), 'partial')
    await userEvent.type(screen.getByLabelText('Refund in rupees'), '400')
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    // More than the line (₹300.00) is refused before anything is sent.
    expect(
      await screen.findByText('Enter the refund in rupees: more than 0 and at most the line.'),
    ).toBeInTheDocument()
    expect(resolves).toEqual([])

    await userEvent.clear(screen.getByLabelText('Refund in rupees'))
    await userEvent.type(screen.getByLabelText('Refund in rupees'), '120')
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    // The server wants a fresh code: the dialog asks for it, then the refund is sent again.
    const code = await screen.findByLabelText('Code from your authenticator app')
    await userEvent.type(code, '123456')
    // jsdom has no modal dialogs: the dialog's contents count as hidden there.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code', hidden: true }))
    await screen.findByRole('button', { name: 'Resolve…' })
    expect(stepUps).toEqual([{ code: '123456' }])
    expect(resolves).toEqual([{ refundPaise: 120_00 }, { refundPaise: 120_00 }])
    expect(screen.queryByText(/Cash on Delivery: a refund is paid/)).not.toBeInTheDocument()
  })

  it('says before resolving that a Cash-on-Delivery refund is paid by hand and the farmer keeps the cash on a release', async () => {
    server.use(
      http.get('/api/admin/problems', () =>
        HttpResponse.json({ items: [{ ...problem, cashOnDelivery: true }] }),
      ),
      http.get('/api/admin/users/by-id', () => HttpResponse.json({ items: [] })),
    )
    renderPage(Console, '/admin')
    expect(
      await screen.findByText(
        'Cash on Delivery: a refund is paid to the buyer by hand (Payouts, Refunds to pay by hand) and taken from the farmer’s next payouts.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Resolve…' }))
    expect(
      screen.getByRole('option', { name: 'Close it for the farmer (they keep the cash)' }),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('option', { name: 'Release the payout to the farmer' }),
    ).not.toBeInTheDocument()
  })
})
