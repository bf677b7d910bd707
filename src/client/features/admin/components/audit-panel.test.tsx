import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { AuditPanel } from './audit-panel.tsx'
import { MessagesPanel } from './messages-panel.tsx'

const event = (over: Record<string, unknown>) => ({
  id: 1,
  actorId: 'u-op',
  actorName: 'Meera Ops',
  actorRole: 'operator',
  action: 'user.suspend',
  targetType: 'user',
  targetId: 'u-ravi',
  before: null,
  after: null,
  requestId: null,
  ip: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
})

describe('the console in words, not codes', () => {
  it('names audit actions, targets and who acted, and shows each change as field: old → new', async () => {
    server.use(
      http.get('/api/admin/audit', () =>
        HttpResponse.json({
          items: [
            event({
              id: 3,
              before: { suspendedAt: null, reason: null },
              after: { suspendedAt: null, reason: 'Fake listings', sessionsEnded: 2 },
            }),
            event({
              id: 2,
              action: 'payout.settle',
              targetType: 'payout',
              targetId: 'p-1',
              before: { state: 'released' },
              after: { state: 'settled', reference: 'UTR123456', amountPaise: 14_250 },
            }),
            event({
              id: 1,
              actorId: null,
              actorName: null,
              actorRole: 'system',
              action: 'payout.recovery',
              targetType: 'farmer',
              targetId: 'f-1',
              after: { adjustmentId: 7, amountPaise: -5_000 },
            }),
          ],
        }),
      ),
    )
    renderPage(AuditPanel, '/admin', '/admin?tab=audit')
    const rows = await screen.findAllByTestId('audit-event')
    expect(rows[0]).toHaveTextContent('Account suspended · Account u-ravi')
    expect(rows[0]).toHaveTextContent('By Meera Ops (Operator)')
    const lines = (row: HTMLElement) =>
      within(within(row).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    // The unchanged suspendedAt is left out; a field only after is shown alone.
    expect(lines(rows[0]!)).toEqual(['Reason: — → Fake listings', 'Sessions ended: 2'])
    expect(rows[1]).toHaveTextContent('Payout marked paid · Payout p-1')
    expect(lines(rows[1]!)).toEqual([
      'Status: Due to be paid → Paid',
      'Bank reference (UTR): UTR123456',
      'Amount: ₹142.50',
    ])
    expect(rows[2]).toHaveTextContent('Amount to take back from the farmer · Farmer f-1')
    expect(rows[2]).toHaveTextContent('By System')
    expect(lines(rows[2]!)).toEqual(['Amount: -₹50.00'])
    expect(screen.queryByText(/[{}]/)).not.toBeInTheDocument()
  })

  it('names message kinds, channels and states', async () => {
    server.use(
      http.get('/api/admin/messages', () =>
        HttpResponse.json({
          items: [
            {
              id: 4711,
              kind: 'payoutSettled',
              channel: 'sms',
              recipient: '+91 ••••••5678',
              status: 'failed',
              attempts: 8,
              lastError: 'HTTP 500',
              createdAt: '2026-11-27T08:00:00.000Z',
            },
          ],
        }),
      ),
    )
    renderPage(MessagesPanel, '/admin', '/admin?tab=messages')
    expect(await screen.findByText(/#4711 Payout paid · SMS · \+91/)).toBeInTheDocument()
    expect(screen.getByText(/^Failed ·/)).toBeInTheDocument()
  })
})
