import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { BuyerDelivery } from '#core/deliveries/deliveries.contract.ts'
import { buyer, server, sessionAs } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { LineDelivery } from './line-delivery.tsx'

const base: BuyerDelivery = {
  orderItemId: 'l1',
  code: null,
  stage: 'not_delivered',
  deliveredAt: null,
  confirmsAt: null,
  canConfirm: false,
  canReport: false,
  problem: null,
}

const mine = (d: BuyerDelivery) =>
  server.use(
    sessionAs(buyer),
    http.get('/api/deliveries/mine', () => HttpResponse.json({ items: [d] })),
  )

describe('a line’s delivery on the buyer’s order page', { timeout: 15_000 }, () => {
  it('shows the code while the line is on its way', async () => {
    mine({ ...base, code: '4821' })
    renderPage(() => <LineDelivery lineId="l1" status="In Transit" />, '/')
    expect(await screen.findByTestId('delivery-code')).toHaveTextContent('Delivery code: 4821')
  })

  it('confirms a delivery awaiting the buyer, and reports short weight with the kg', async () => {
    mine({
      ...base,
      stage: 'awaiting_confirmation',
      deliveredAt: '2026-11-27T10:00:00.000Z',
      confirmsAt: '2026-11-29T10:00:00.000Z',
      canConfirm: true,
      canReport: true,
    })
    let confirmed = false
    let reported: unknown = null
    server.use(
      http.post('/api/deliveries/l1/confirm', () => {
        confirmed = true
        return new HttpResponse(null, { status: 204 })
      }),
      http.post('/api/deliveries/l1/problem', async ({ request }) => {
        reported = await request.json()
        return HttpResponse.json({}, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    expect(
      await screen.findByText("Delivered — awaiting the buyer's confirmation"),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }))
    await expect.poll(() => confirmed).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Report a problem' }))
    await user.selectOptions(screen.getByLabelText('What went wrong?'), 'short_weight')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Say how many kg were missing.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('How many kg were missing?'), '2')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await expect.poll(() => reported).toEqual({ kind: 'short_weight', shortKg: 2 })
  })
})
