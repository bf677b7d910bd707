import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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

// Hindi and Tamil change the place's word before the postposition, so each kind of place has
// its own whole title: 'Nashik ज़िले में प्याज' (never 'Nashik ज़िला में'), 'Nashik மாவட்டத்தில்'.
describe('/alerts in three languages', { timeout: 15_000 }, () => {
  const nashik: Alert = { ...onion, placeKind: 'district', market: '', district: 'Nashik' }
  const maharashtra: Alert = {
    ...onion,
    id: '0197a3c2-6f1e-4c3a-9b1e-2f4d5a6b7c8e',
    placeKind: 'state',
    market: '',
  }
  const india: Alert = {
    ...onion,
    id: '0197a3c2-6f1e-4c3a-9b1e-2f4d5a6b7c8f',
    placeKind: 'india',
    state: '',
    market: '',
  }
  beforeEach(() => {
    server.use(
      sessionAs(buyer),
      http.get('/api/alerts', () =>
        HttpResponse.json({ items: [nashik, maharashtra, india], total: 3, max: 20 }),
      ),
    )
  })
  afterEach(() => localStorage.clear())

  it.each([
    ['en', ['Onion in Nashik district', 'Onion in Maharashtra', 'Onion across India']],
    ['hi', ['Nashik ज़िले में प्याज', 'Maharashtra में प्याज', 'पूरे भारत में प्याज']],
    ['ta', ['Nashik மாவட்டத்தில் வெங்காயம்', 'Maharashtra-இல் வெங்காயம்', 'இந்தியா முழுவதும் வெங்காயம்']],
  ])('in %s, each alert names its place with the right postposition', async (lang, titles) => {
    localStorage.setItem('lang', lang)
    renderPage(Alerts, '/alerts')
    for (const name of titles) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument()
    }
    expect(document.body).not.toHaveTextContent(/ज़िला में|மாவட்டம்-இல்|पूरा भारत में/)
  })

  it.each([
    ['en', 'Edit', 'Close', 'Delete', 'Keep it', 'Cancel'],
    ['hi', 'बदलें', 'बंद करें', 'हटाएँ', 'रहने दें', 'रद्द करें'],
    ['ta', 'திருத்து', 'மூடு', 'நீக்கு', 'வைத்திரு', 'ரத்து செய்'],
  ])(
    'in %s, the edit form closes with Close, and a delete is called off with Keep it',
    async (lang, edit, close, del, keep, cancel) => {
      localStorage.setItem('lang', lang)
      const user = userEvent.setup()
      renderPage(Alerts, '/alerts')
      const item = within((await screen.findAllByRole('listitem'))[0]!)
      await user.click(await item.findByRole('button', { name: edit }))
      expect(item.queryByRole('button', { name: cancel })).not.toBeInTheDocument()
      await user.click(item.getByRole('button', { name: close }))
      expect(item.queryByRole('button', { name: close })).not.toBeInTheDocument()

      await user.click(item.getByRole('button', { name: del }))
      expect(item.queryByRole('button', { name: cancel })).not.toBeInTheDocument()
      await user.click(item.getByRole('button', { name: keep }))
      expect(item.getByRole('button', { name: edit })).toBeInTheDocument()
    },
  )
})
