import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, newUser, test } from './fixtures.ts'

// Price alerts end to end: a farmer sets a price alert in the browser; the data.gov.in ingester
// brings a price that crosses it; exactly one SMS, in the farmer's language, reaches a local SMS
// webhook. The shared e2e server sends SMS to its log, so this spec runs a server of its own
// (the client the shared one built, a fresh data directory) with SMS_PROVIDER=webhook and
// DATA_GOV_IN_URL pointing at a stub here that also receives the SMS.

const RESOURCE = '/resource/9ef84268-d588-465a-a308-a864a43d0070'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000)
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
const onion = (d: Date, modal: number) => ({
  state: 'Maharashtra',
  district: 'Nashik',
  market: 'Lasalgaon',
  commodity: 'Onion',
  variety: 'Red',
  grade: 'FAQ',
  arrival_date: dmy(d),
  min_price: String(modal - 200),
  max_price: String(modal + 200),
  modal_price: String(modal),
})

let records: unknown[] = [onion(day(-2), 2400)]
const sms: Array<{ phoneNumber: string; message: string; key: string }> = []
let stub: Server
let app: ChildProcess
let baseURL: string

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  stub = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.url?.startsWith(RESOURCE)) {
        res.end(JSON.stringify({ records, total: records.length, count: records.length }))
      } else if (req.url === '/sms' && req.method === 'POST') {
        sms.push({
          ...(JSON.parse(body) as { phoneNumber: string; message: string }),
          key: String(req.headers['idempotency-key']),
        })
        res.end(JSON.stringify({ id: `sms-${sms.length}` }))
      } else res.writeHead(404).end('{}')
    })
  })
  const stubUrl = `http://127.0.0.1:${await listen(stub)}`
  const probe = createServer()
  const port = await listen(probe)
  await new Promise((r) => probe.close(r))
  baseURL = `http://localhost:${port}`
  app = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'farmtrek-e2e-alerts-')),
      CLIENT_DIST: process.env.E2E_CLIENT_DIST,
      LOG_LEVEL: 'warn',
      LOAD_MARKET_DATA: 'false',
      JOBS: 'true',
      DATA_GOV_IN_API_KEY: 'e2e-key',
      DATA_GOV_IN_URL: stubUrl,
      DATA_GOV_IN_INTERVAL: '4s',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${stubUrl}/sms`,
      OPEN_METEO_GEOCODING_URL: stubUrl,
      OPEN_METEO_URL: stubUrl,
    },
  })
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 150_000,
      },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (app?.pid) process.kill(app.pid, 'SIGTERM')
  await new Promise((r) => stub?.close(r))
})

test('an alert set in the browser sends exactly one SMS when an import crosses it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const user = { ...newUser('alerts'), location: 'Nashik' }
  const res = await page.request.post(`${baseURL}/api/auth/register`, {
    data: { ...user, role: 'farmer' },
  })
  expect(res.status(), await res.text()).toBe(201)
  // Alerts go only to a verified number: the farmer types the code the registration SMS brought.
  const phoneNumber = `+91${user.phone}`
  let code: string | undefined
  await expect
    .poll(() => {
      code = sms
        .filter((s) => s.phoneNumber === phoneNumber)
        .map((s) => /\b(\d{6})\b/.exec(s.message)?.[1])
        .find(Boolean)
      return code
    })
    .toMatch(/^\d{6}$/)
  const verified = await page.request.post(`${baseURL}/api/auth/phone/verify`, {
    data: { phone: user.phone, code },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  // The ingester's first run (at start) has brought Lasalgaon's onion price of two days ago.
  await expect
    .poll(async () => (await page.request.get(`${baseURL}/api/alerts`)).status())
    .toBe(200)

  await page.goto(`${baseURL}/alerts`)
  await page.getByRole('combobox', { name: 'Tell me when' }).waitFor()
  // The crop by its Marathi/Hindi name, a market, the line, SMS; sent with Enter.
  await page.getByRole('textbox', { name: 'Crop' }).fill('kanda')
  await page.getByRole('combobox', { name: 'Where' }).selectOption('market')
  await page.getByRole('textbox', { name: 'Market' }).fill('Lasalgaon')
  await page.getByRole('combobox', { name: 'Tell me when' }).selectOption('above')
  await page.getByRole('spinbutton', { name: 'Price per kg (₹)' }).fill('25')
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked()
  await page.getByRole('spinbutton', { name: 'Price per kg (₹)' }).press('Enter')
  await expect(page.getByRole('status')).toContainText('Alert set.')
  const item = page.getByRole('listitem').filter({ hasText: 'Onion at Lasalgaon' })
  await expect(item).toContainText('Above ₹25.00 per kg')
  await expect(item).toContainText('Watching')
  // Pause and resume from the keyboard.
  await item.getByRole('button', { name: 'Pause' }).focus()
  await page.keyboard.press('Enter')
  await expect(item).toContainText('Paused')
  await item.getByRole('button', { name: 'Resume' }).focus()
  await page.keyboard.press('Enter')
  await expect(item).toContainText('Watching')

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])

  // The farmer switches to Hindi: the SMS comes in Hindi.
  const lang = await page.request.patch(`${baseURL}/api/session/language`, {
    data: { language: 'hi' },
  })
  expect(lang.status()).toBe(200)

  // Today's import crosses the line.
  const today = day(0)
  records = [onion(day(-2), 2400), onion(today, 2640)]
  // The registration's code SMS went to the webhook too: count the alert's.
  const alertSms = () => sms.filter((s) => s.key.startsWith('priceAlert:'))
  await expect.poll(() => alertSms().length, { timeout: 30_000 }).toBe(1)
  const dateText = `${today.getUTCDate()} ${['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'][today.getUTCMonth()]}`
  expect(alertSms()[0]).toMatchObject({
    phoneNumber: `+91${user.phone}`,
    message: `Lasalgaon में प्याज़: ${dateText} को ₹26.40/किलो, आपके ₹25 से ऊपर। ${baseURL}/alerts`,
  })
  // Further ingester runs (every 4 s) bring the same prices: still one SMS.
  await page.waitForTimeout(9_000)
  expect(alertSms()).toHaveLength(1)
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Lasalgaon' })).toContainText(
    'भेजा गया; भाव के वापस सीमा पार आने का इंतज़ार',
  )
})
