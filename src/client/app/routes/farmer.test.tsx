import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Listing } from '#core/listings/listings.contract.ts'
import type { FarmerPage } from '#core/ratings/ratings.contract.ts'
import { buyer, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as FarmerPageRoute } from './farmer.tsx'

const page: FarmerPage = {
  farmer: { id: farmer.id, name: 'Ravi Patil', location: 'Nashik, Maharashtra' },
  rating: { average: 4.5, count: 2 },
  comments: [
    {
      id: 'r1',
      stars: 5,
      comment: 'Sweet onions, honest weight',
      buyerName: 'Asha',
      createdAt: '2026-11-25T10:00:00.000Z',
      answer: 'Thank you!',
      answeredAt: '2026-11-26T10:00:00.000Z',
    },
    {
      id: 'r2',
      stars: 4,
      comment: 'One bag was wet',
      buyerName: 'Vikram',
      createdAt: '2026-11-24T10:00:00.000Z',
      answer: null,
      answeredAt: null,
    },
  ],
}
const listing: Listing = {
  id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
  productName: 'Red Onion',
  pricePaise: 3000,
  quantityKg: 40,
  farmerId: farmer.id,
  farmerName: 'Ravi Patil',
  farmerRating: { average: 4.5, count: 2 },
  location: 'Nashik, Maharashtra',
  category: null,
  organic: false,
  photos: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

const open = () => renderPage(FarmerPageRoute, '/farmer/:id', `/farmer/${farmer.id}`)

describe('/farmer/:id', { timeout: 15_000 }, () => {
  let listingsAsked: string | null = null
  beforeEach(() => {
    listingsAsked = null
    server.use(
      http.get('/api/farmers/:id', ({ params }) =>
        params.id === farmer.id
          ? HttpResponse.json(page)
          : HttpResponse.json(
              { code: 'farmer.not_found', message: 'No such farmer.' },
              { status: 404 },
            ),
      ),
      http.get('/api/listings', ({ request }) => {
        listingsAsked = new URL(request.url).searchParams.get('farmer')
        return HttpResponse.json({ items: [listing], total: 1, understood: null })
      }),
    )
  })
  afterEach(() => localStorage.clear())

  it("shows a visitor the farmer's place, rating, comments with answers and listings", async () => {
    open()
    const title = await screen.findByRole('heading', { level: 1, name: 'Ravi Patil' })

    expect(within(title.closest('header')!).getByText('Nashik, Maharashtra')).toBeInTheDocument()
    expect(screen.getByTestId('farmer-rating')).toHaveTextContent('4.5 out of 5 · 2 ratings')
    const comments = screen.getAllByTestId('farmer-comment')
    expect(comments).toHaveLength(2)
    expect(comments[0]).toHaveTextContent('Sweet onions, honest weight')
    expect(within(comments[0]!).getByText('Thank you!')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Red Onion' })).toBeInTheDocument()
    expect(listingsAsked).toBe(farmer.id)
    // A visitor neither answers nor reports.
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
  })

  it('lets the farmer answer a comment that has no answer yet', async () => {
    server.use(sessionAs(farmer))
    let sent: unknown = null
    server.use(
      http.post('/api/ratings/:id/answer', async ({ params, request }) => {
        sent = { id: params.id, body: await request.json() }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const user = userEvent.setup()
    open()
    const answers = await screen.findAllByRole('button', { name: 'Answer' })
    expect(answers).toHaveLength(1)
    await user.click(answers[0]!)
    await user.click(screen.getByRole('button', { name: 'Publish answer' }))
    expect(
      await screen.findByText('Write an answer of at most 500 characters.'),
    ).toBeInTheDocument()
    await user.type(
      screen.getByRole('textbox', { name: 'Your answer (only one, shown to everyone)' }),
      'It rained that day; sorry.',
    )
    await user.click(screen.getByRole('button', { name: 'Publish answer' }))
    await waitFor(() =>
      expect(sent).toEqual({ id: 'r2', body: { answer: 'It rained that day; sorry.' } }),
    )
  })

  it('lets a signed-in buyer report a comment after a second tap', async () => {
    server.use(sessionAs(buyer))
    let reported: unknown = null
    server.use(
      http.post('/api/ratings/:id/report', ({ params }) => {
        reported = params.id
        return HttpResponse.json({ id: params.id, state: 'reported' })
      }),
    )
    const user = userEvent.setup()
    open()
    const reports = await screen.findAllByRole('button', { name: 'Report' })
    await user.click(reports[1]!)
    expect(reported).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Yes, report it' }))
    expect(
      await screen.findByText('Thank you. The comment is hidden until FarmTrek reviews it.'),
    ).toBeInTheDocument()
    expect(reported).toBe('r2')
  })

  it('says so for no such farmer', async () => {
    renderPage(FarmerPageRoute, '/farmer/:id', '/farmer/nobody')
    expect(await screen.findByRole('alert')).toHaveTextContent('No such farmer.')
  })
})
