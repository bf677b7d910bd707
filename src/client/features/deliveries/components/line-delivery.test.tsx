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
  cashOnDelivery: false,
  manualRefund: null,
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

describe('photos of a problem', { timeout: 15_000 }, () => {
  it('sends the chosen photo after the report, refuses a file that is not a photo, and shows the photos', async () => {
    mine({
      ...base,
      stage: 'confirmed',
      deliveredAt: '2026-11-27T10:00:00.000Z',
      canReport: true,
    })
    const sent: string[] = []
    server.use(
      http.post('/api/deliveries/l1/problem', () =>
        HttpResponse.json({ id: '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d' }, { status: 201 }),
      ),
      http.post('/api/deliveries/problems/:id/photos', ({ request, params }) => {
        sent.push(`${String(params.id)} ${request.headers.get('content-type')}`)
        return HttpResponse.json({}, { status: 201 })
      }),
    )
    const user = userEvent.setup({ applyAccept: false })
    renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }))
    await user.selectOptions(screen.getByLabelText('What went wrong?'), 'poor_quality')
    const chooser = screen.getByLabelText(/Photos of the problem/)
    const jpeg = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)])],
      'rice.jpg',
      {
        type: 'image/jpeg',
      },
    )
    const pdf = new File(['%PDF-1.7 not a photo at all, whatever its name says'], 'bill.jpg', {
      type: 'image/jpeg',
    })
    await user.upload(chooser, [jpeg, pdf])
    expect(await screen.findByRole('alert')).toHaveTextContent('bill.jpg')
    expect(screen.getByRole('list', { name: 'Photos to send' })).toHaveTextContent('rice.jpg')
    expect(screen.getByRole('list', { name: 'Photos to send' })).not.toHaveTextContent('bill.jpg')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await expect.poll(() => sent).toEqual(['0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d image/jpeg'])
  })

  it('shows the photos with the problem', async () => {
    mine({
      ...base,
      stage: 'confirmed',
      problem: {
        id: 'p1',
        orderItemId: 'l1',
        kind: 'poor_quality',
        shortKg: null,
        resolutionNote: null,
        note: null,
        answer: null,
        state: 'open',
        refundPaise: null,
        photos: [
          {
            id: 'f1',
            url: '/api/deliveries/problem-photos/f1?w=1280',
            thumbUrl: '/api/deliveries/problem-photos/f1?w=320',
          },
        ],
        createdAt: '2026-11-27T12:00:00.000Z',
      },
    })
    renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    const img = await screen.findByRole('img', { name: 'Photo 1 of the problem' })
    expect(img).toHaveAttribute('src', '/api/deliveries/problem-photos/f1?w=320')
    expect(img.closest('a')).toHaveAttribute('href', '/api/deliveries/problem-photos/f1?w=1280')
  })
})

describe('a problem with a Cash-on-Delivery line', { timeout: 15_000 }, () => {
  const problem = {
    id: 'p1',
    orderItemId: 'l1',
    kind: 'short_weight' as const,
    shortKg: 1,
    resolutionNote: null,
    note: null,
    answer: null,
    state: 'open' as const,
    refundPaise: null,
    photos: [],
    createdAt: '2026-11-27T12:00:00.000Z',
  }

  it('says no payment waits while it is open', async () => {
    mine({ ...base, stage: 'awaiting_confirmation', cashOnDelivery: true, problem })
    renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    expect(await screen.findByText('FarmTrek will decide soon.')).toBeInTheDocument()
    expect(screen.queryByText(/payment waits/)).not.toBeInTheDocument()
  })

  it('shows the refund FarmTrek pays by hand, then its reference once paid', async () => {
    const refunded = { ...problem, state: 'refunded' as const, refundPaise: 60_00 }
    mine({
      ...base,
      stage: 'awaiting_confirmation',
      cashOnDelivery: true,
      problem: refunded,
      manualRefund: { amountPaise: 60_00, state: 'due', utr: null, paidAt: null },
    })
    const view = renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    expect(await screen.findByTestId('manual-refund')).toHaveTextContent(
      'Refund ₹60.00 — FarmTrek pays it by hand (UPI or bank transfer)',
    )
    view.unmount()
    mine({
      ...base,
      stage: 'awaiting_confirmation',
      cashOnDelivery: true,
      problem: refunded,
      manualRefund: {
        amountPaise: 60_00,
        state: 'paid',
        utr: 'UTR20261127A1',
        paidAt: '2026-11-28T10:00:00.000Z',
      },
    })
    renderPage(() => <LineDelivery lineId="l1" status="Delivered" />, '/')
    expect(await screen.findByTestId('manual-refund')).toHaveTextContent(
      'Refund ₹60.00 — paid back, reference UTR20261127A1',
    )
  })
})
