import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The page fixture fails a test on any console error or uncaught page error (an error in the console is a bug a user would hit), unless
 * the test lists it in `allowConsoleErrors` (matched against the message, a space, and the URL it is about).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      const text = msg.text()
      // A failed API call (4xx the test provokes on purpose) logs "Failed to load resource".
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return
      // Matched with the URL the message is about, so a test can allow one request's failure.
      const about = `${text} ${msg.location().url}`
      if (allowConsoleErrors.some((re) => re.test(about))) return
      errors.push(text)
    })
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
    await use(page)
    expect(errors, 'console errors in the page').toEqual([])
  },
})
export { expect }

let n = 0
export type TestUser = {
  name: string
  email: string
  password: string
  phone: string
  location: string
}

export function newUser(prefix = 'user'): TestUser {
  n += 1
  const stamp = `${Date.now()}${n}`
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${n}`,
    email: `${prefix}-${stamp}@example.in`,
    password: 'green-fields-42',
    phone: `98${stamp.slice(-8)}`,
    location: 'Pune',
  }
}

/** Registers through the API with the page's cookie jar, so the page is logged in. */
export async function registerViaApi(
  request: APIRequestContext,
  role: 'farmer' | 'buyer',
  user: TestUser = newUser(role),
) {
  const res = await request.post('/api/auth/register', { data: { ...user, role } })
  expect(res.status(), await res.text()).toBe(201)
  return user
}

/** Logs a page in as a new user of `role` and opens `path`. */
export async function loginAs(page: Page, role: 'farmer' | 'buyer', path = '/') {
  const user = await registerViaApi(page.request, role)
  await page.goto(path)
  return user
}

/** The SMS gateway stand-in every message of the e2e server goes to (playwright.config.ts). */
const smsStubUrl = () => `http://127.0.0.1:${process.env.E2E_SMS_PORT}`

/** The messages the stub has taken for a 10-digit number, oldest first. */
export async function smsTo(
  request: APIRequestContext,
  phone: string,
): Promise<Array<{ message: string; idempotencyKey: string | null }>> {
  const res = await request.get(`${smsStubUrl()}/sms`, { params: { to: `+91${phone}` } })
  expect(res.status()).toBe(200)
  return (
    (await res.json()) as { messages: Array<{ message: string; idempotencyKey: string | null }> }
  ).messages
}

/** The mail server stand-in every email of the e2e server goes to (playwright.config.ts). */
const mailStubUrl = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`

/** The emails the stand-in has taken for an address, oldest first, as their decoded text. */
export async function mailTo(request: APIRequestContext, address: string): Promise<string[]> {
  const res = await request.get(`${mailStubUrl()}/mail`, { params: { to: address } })
  expect(res.status()).toBe(200)
  const { messages } = (await res.json()) as { messages: Array<{ raw: string }> }
  // Long lines come quoted-printable ('=' + line break, '=3D'); other parts are plain 7-bit.
  return messages.map(({ raw }) =>
    /quoted-printable/i.test(raw)
      ? raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      : raw,
  )
}

/** The password-reset link in the newest email to `address` that carries one. */
export async function resetLink(request: APIRequestContext, address: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        link = (await mailTo(request, address))
          .map((text) => /https?:\/\/\S+?\/forgot-password\?token=[\w-]+/.exec(text)?.[0])
          .filter(Boolean)
          .at(-1)
        return link !== undefined
      },
      { message: `a reset link emailed to ${address}`, timeout: 20_000 },
    )
    .toBe(true)
  return link!
}

/**
 * The code in the newest code SMS to a 10-digit number, read from the SMS gateway as the phone
 * would read it (the app never shows a code). Waits for the outbox to deliver one; with `after`,
 * waits for a code other than that one (a new code sent since).
 */
export async function smsCode(
  request: APIRequestContext,
  phone: string,
  { after }: { after?: string } = {},
): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const messages = await smsTo(request, phone)
        code = messages
          .map((m) => /\b(\d{6})\b/.exec(m.message)?.[1])
          .filter(Boolean)
          .at(-1)
        return code !== undefined && code !== after
      },
      { message: `a code SMS to +91${phone}`, timeout: 20_000 },
    )
    .toBe(true)
  return code!
}
