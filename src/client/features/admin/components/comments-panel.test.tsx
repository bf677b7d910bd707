import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ReportedComment } from '#core/ratings/ratings.contract.ts'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { CommentsPanel } from './comments-panel.tsx'

const reported = (id: string, comment: string): ReportedComment => ({
  id,
  farmerId: 'u-ravi',
  farmerName: 'Ravi Kumar',
  buyerName: 'Asha Rao',
  stars: 1,
  comment,
  answer: null,
  reportedAt: '2026-11-27T09:00:00.000Z',
})

describe('the reported comments tab', { timeout: 15_000 }, () => {
  it('restores one comment and hides another with a reason', async () => {
    let queue = [reported('r1', 'Bad onions'), reported('r2', 'Call 98765 00000 for cheap onions')]
    const calls: unknown[] = []
    server.use(
      http.get('/api/admin/comments/reported', () => HttpResponse.json({ items: queue })),
      http.post('/api/admin/comments/:id/restore', ({ params }) => {
        calls.push(['restore', params.id])
        queue = queue.filter((c) => c.id !== params.id)
        return HttpResponse.json({ id: params.id, state: 'visible' })
      }),
      http.post('/api/admin/comments/:id/hide', async ({ params, request }) => {
        calls.push(['hide', params.id, await request.json()])
        queue = queue.filter((c) => c.id !== params.id)
        return HttpResponse.json({ id: params.id, state: 'hidden' })
      }),
    )
    const user = userEvent.setup()
    renderPage(CommentsPanel, '/admin')
    const rows = await screen.findAllByTestId('reported-comment')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Asha Rao on Ravi Kumar, 1 of 5 stars')

    await user.click(within(rows[0]!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getAllByTestId('reported-comment')).toHaveLength(1))

    const row = screen.getByTestId('reported-comment')
    await user.click(within(row).getByRole('button', { name: 'Hide' }))
    await user.click(within(row).getByRole('button', { name: 'Hide comment' }))
    expect(
      await within(row).findByText('Give a reason of at most 500 characters.'),
    ).toBeInTheDocument()
    await user.type(within(row).getByLabelText('Reason for hiding it'), 'A phone number: an advert')
    await user.click(within(row).getByRole('button', { name: 'Hide comment' }))
    expect(await screen.findByText('No reported comments.')).toBeInTheDocument()
    expect(calls).toEqual([
      ['restore', 'r1'],
      ['hide', 'r2', { reason: 'A phone number: an advert' }],
    ])
  })
})
