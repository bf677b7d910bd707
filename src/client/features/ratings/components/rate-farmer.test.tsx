import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { RateableLine } from '#core/ratings/ratings.contract.ts'
import { buyer, server, sessionAs } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { RateFarmer } from './rate-farmer.tsx'

const NOW = new Date('2026-11-27T10:00:00Z')
const line: RateableLine = {
  orderNumber: 'FT-2611-482137',
  lineId: 'l1',
  farmerName: 'Ravi Patil',
  rating: null,
}
const given = (editableUntil: string): RateableLine => ({
  ...line,
  rating: {
    id: 'r1',
    orderNumber: line.orderNumber,
    lineId: 'l1',
    stars: 3,
    comment: 'Good',
    createdAt: '2026-11-25T10:00:00.000Z',
    editableUntil,
  },
})

function mine(items: RateableLine[]) {
  server.use(
    sessionAs(buyer),
    http.get('/api/ratings/mine', () => HttpResponse.json({ items })),
  )
}

const Page = () => <RateFarmer lineId="l1" now={NOW} />

describe('rating the farmer of a delivered line', { timeout: 15_000 }, () => {
  afterEach(() => localStorage.clear())

  it('needs stars, takes them from the keyboard, and saves stars and comment', async () => {
    mine([line])
    let sent: unknown = null
    server.use(
      http.post('/api/orders/:number/lines/:lineId/rating', async ({ request, params }) => {
        sent = { params, body: await request.json() }
        return HttpResponse.json({
          ...given('2026-12-04T10:00:00.000Z').rating,
          stars: 4,
          comment: 'Fresh onions',
        })
      }),
    )
    const user = userEvent.setup()
    renderPage(Page, '/')
    await user.click(await screen.findByRole('button', { name: 'Rate Ravi Patil' }))
    const save = screen.getByRole('button', { name: 'Save rating', hidden: true })
    await user.click(save)
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument()
    expect(sent).toBeNull()

    // A radio group: focus the first star, arrow keys choose the others.
    const one = screen.getByRole('radio', { name: '1 star', hidden: true })
    one.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('radio', { name: '4 stars', hidden: true })).toBeChecked()
    await user.type(
      screen.getByRole('textbox', { name: 'Comment (optional)', hidden: true }),
      'Fresh onions',
    )
    await user.click(save)
    await waitFor(() =>
      expect(sent).toEqual({
        params: { number: 'FT-2611-482137', lineId: 'l1' },
        body: { stars: 4, comment: 'Fresh onions' },
      }),
    )
    expect(await screen.findByText('Thank you! Your rating is saved.')).toBeInTheDocument()
  })

  it("shows the server's refusal in the dialog", async () => {
    mine([line])
    server.use(
      http.post('/api/orders/:number/lines/:lineId/rating', () =>
        HttpResponse.json(
          {
            code: 'rating.not_delivered',
            message: 'You can rate the farmer once the delivery is confirmed.',
          },
          { status: 409 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderPage(Page, '/')
    await user.click(await screen.findByRole('button', { name: 'Rate Ravi Patil' }))
    await user.click(screen.getByRole('radio', { name: '5 stars', hidden: true }))
    await user.click(screen.getByRole('button', { name: 'Save rating', hidden: true }))
    expect(
      await screen.findByText('You can rate the farmer once the delivery is confirmed.'),
    ).toBeInTheDocument()
  })

  it('offers a change while the rating is editable, and only its stars after', async () => {
    mine([given('2026-12-02T10:00:00.000Z')])
    const { unmount } = renderPage(Page, '/')
    expect(
      await screen.findByRole('button', { name: 'Change your rating of Ravi Patil' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Rated 3 of 5')).toBeInTheDocument()
    unmount()

    mine([given('2026-11-26T10:00:00.000Z')])
    renderPage(Page, '/')
    expect(await screen.findByText('Rated 3 of 5')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows nothing for a line whose delivery is not confirmed', async () => {
    let asked = false
    server.use(
      http.get('/api/ratings/mine', () => {
        asked = true
        return HttpResponse.json({ items: [{ ...line, lineId: 'other' }] })
      }),
    )
    renderPage(Page, '/')
    await waitFor(() => expect(asked).toBe(true))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('reads in Hindi', async () => {
    localStorage.setItem('lang', 'hi')
    mine([line])
    renderPage(Page, '/')
    expect(await screen.findByRole('button', { name: 'Ravi Patil को रेटिंग दें' })).toBeInTheDocument()
  })
})
