import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Alert } from '#core/alerts/alerts.contract.ts'
import { apiError, buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Alerts } from './alerts.tsx'

const onion: Alert = {
  id: '0197a3c2-6f1e-4c3a-9b1e-2f4d5a6b7c8d',
  crop: 'Onion',
  placeKind: 'market',
  state: 'Maharashtra',
  district: '',
  market: 'Lasalgaon',
  condition: 'above',
  thresholdPaise: 2500,
  percent: null,
  channels: ['sms', 'email'],
  paused: false,
  status: 'fired',
  lastPriceDate: '2026-03-12',
  lastSentOn: '2026-03-12',
  createdAt: '2026-03-10T10:00:00.000Z',
}

describe('/alerts', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(buyer),
      http.get('/api/alerts', () => HttpResponse.json({ items: [onion], total: 1, max: 20 })),
    )
  })

  it("lists the user's alerts with their rule, channels and state", async () => {
    renderPage(Alerts, '/alerts')
    const item = await screen.findByRole('listitem', { name: 'Onion at Lasalgaon' })
    expect(item).toHaveTextContent('Above ₹25.00 per kg')
    expect(item).toHaveTextContent('By SMS, Email')
    expect(item).toHaveTextContent('Sent; waiting for the price to come back across the line')
    expect(screen.getByRole('heading', { name: 'My alerts (1 of 20)' })).toBeInTheDocument()
  })

  it("shows the server's refusal of a crop on the crop field, with its suggestion", async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/alerts', async ({ request }) => {
        bodies.push(await request.json())
        return apiError(
          404,
          "No market prices for 'Tomatto'. Did you mean Tomato? Prices are known for 2 crops; pick one from the list.",
          {
            code: 'prices.unknown_crop_suggest',
            params: { crop: 'Tomatto', count: 2, suggestion: 'Tomato' },
            field: 'crop',
          },
        )
      }),
    )
    const user = userEvent.setup()
    renderPage(Alerts, '/alerts')
    const form = within(await screen.findByRole('region', { name: 'New alert' }))
    await user.type(form.getByLabelText('Crop'), 'Tomatto')
    await user.type(form.getByLabelText('Price per kg (₹)'), '30')
    await user.click(form.getByRole('button', { name: 'Set alert' }))
    expect(await form.findByText(/Did you mean Tomato\?/)).toBeInTheDocument()
    expect(form.getByLabelText('Crop')).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([
      {
        crop: 'Tomatto',
        placeKind: 'district',
        place: '',
        condition: 'above',
        thresholdPaise: 3000,
        channels: ['sms'],
      },
    ])
  })

  it('checks the form before sending: a price, a channel', async () => {
    const user = userEvent.setup()
    renderPage(Alerts, '/alerts')
    const form = within(await screen.findByRole('region', { name: 'New alert' }))
    await user.type(form.getByLabelText('Crop'), 'Onion')
    await user.click(form.getByRole('checkbox', { name: 'SMS' }))
    await user.click(form.getByRole('button', { name: 'Set alert' }))
    expect(form.getByText('Enter a price per kg between ₹0.01 and ₹100,000.')).toBeInTheDocument()
    expect(form.getByText('Choose SMS, email or both.')).toBeInTheDocument()
  })
})
