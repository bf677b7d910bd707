import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTwilioSmsProvider } from './twilio.ts'
import type { TwilioConfig } from './twilio.ts'
import { ProviderError } from './types.ts'
import { rejectionOf, sendJson, startHttpServer, unusedPort } from '#tests/doubles/http-server.ts'
import type { RecordedRequest, TestHttpServer } from '#tests/doubles/http-server.ts'

const SID = 'AC0123456789abcdef0123456789abcdef'
const TOKEN = 'test-auth-token'
const FROM = '+15005550006'

type Mode = 'twilio' | 'server-error' | 'rate-limited' | 'hang'

// Answers like the Twilio Messages API: checks the path, basic auth and the form body.
function twilioLike(mode: () => Mode) {
  let next = 0
  return (req: RecordedRequest, res: ServerResponse): void => {
    const m = mode()
    if (m === 'hang') return
    if (m === 'server-error') {
      sendJson(res, 500, {
        code: 20500,
        message: 'Internal Server Error',
        more_info: 'https://www.twilio.com/docs/errors/20500',
        status: 500,
      })
      return
    }
    if (m === 'rate-limited') {
      sendJson(
        res,
        429,
        {
          code: 20429,
          message: 'Too Many Requests',
          more_info: 'https://www.twilio.com/docs/errors/20429',
          status: 429,
        },
        { 'retry-after': '3' },
      )
      return
    }
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.path)
    if (req.method !== 'POST' || !match) {
      sendJson(res, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        more_info: 'https://www.twilio.com/docs/errors/20404',
        status: 404,
      })
      return
    }
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`
    if (req.headers.authorization !== expected || match[1] !== SID) {
      sendJson(res, 401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      })
      return
    }
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      sendJson(res, 415, {
        code: 20415,
        message: 'Unsupported Media Type',
        more_info: '',
        status: 415,
      })
      return
    }
    const form = new URLSearchParams(req.body)
    const to = form.get('To') ?? ''
    if (!/^\+\d{8,15}$/.test(to)) {
      sendJson(res, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      })
      return
    }
    if (!form.get('From') && !form.get('MessagingServiceSid')) {
      sendJson(res, 400, {
        code: 21603,
        message: "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
        more_info: '',
        status: 400,
      })
      return
    }
    next += 1
    sendJson(res, 201, {
      sid: `SM${String(next).padStart(32, '0')}`,
      account_sid: SID,
      to,
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
      num_segments: '1',
      error_code: null,
      error_message: null,
    })
  }
}

let server: TestHttpServer
let mode: Mode = 'twilio'

beforeAll(async () => {
  server = await startHttpServer(twilioLike(() => mode))
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  mode = 'twilio'
  server.requests.length = 0
})

function provider(overrides: Partial<TwilioConfig> = {}) {
  return createTwilioSmsProvider({
    accountSid: SID,
    authToken: TOKEN,
    from: FROM,
    baseUrl: server.url,
    ...overrides,
  })
}

const message = {
  to: '+919876543210',
  body: 'Hi Asha, registration successful! Welcome to the market.',
  idempotencyKey: 'outbox-42-sms',
}

describe('Twilio SMS provider', () => {
  it('sends To, From and Body with basic auth and returns the message SID', async () => {
    const result = await provider().send(message)
    expect(result).toEqual({ providerMessageId: 'SM00000000000000000000000000000001' })
    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]
    expect(req?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    const form = new URLSearchParams(req?.body)
    expect(Object.fromEntries(form)).toEqual({ To: message.to, From: FROM, Body: message.body })
  })

  it('sends the idempotency key in I-Twilio-Idempotency-Token, the same on a retry', async () => {
    await provider().send(message)
    await provider().send(message)
    expect(server.requests.map((r) => r.headers['i-twilio-idempotency-token'])).toEqual([
      'outbox-42-sms',
      'outbox-42-sms',
    ])
  })

  it('uses MessagingServiceSid when the sender is a Messaging Service', async () => {
    const mg = 'MG0123456789abcdef0123456789abcdef'
    await provider({ from: mg }).send(message)
    const form = new URLSearchParams(server.requests[0]?.body)
    expect(form.get('MessagingServiceSid')).toBe(mg)
    expect(form.has('From')).toBe(false)
  })

  it('accepts a base URL with a trailing slash', async () => {
    const result = await provider({ baseUrl: `${server.url}/` }).send(message)
    expect(result.providerMessageId).toMatch(/^SM/)
  })

  it('a wrong token is a 401 that is not retried, with Twilio’s message and code', async () => {
    const error = await rejectionOf(() => provider({ authToken: 'wrong' }).send(message))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({
      message: 'Authenticate',
      status: 401,
      retryable: false,
      providerCode: '20003',
    })
  })

  it('an invalid number is a 400 that is not retried, with Twilio’s message', async () => {
    const error = await rejectionOf(() => provider().send({ ...message, to: '+91abc' }))
    expect(error).toMatchObject({
      message: "The 'To' number +91abc is not a valid phone number.",
      status: 400,
      retryable: false,
      providerCode: '21211',
    })
  })

  it('a 5xx is retryable', async () => {
    mode = 'server-error'
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ message: 'Internal Server Error', status: 500, retryable: true })
  })

  it('a 429 is retryable and carries Retry-After', async () => {
    mode = 'rate-limited'
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 3000 })
  })

  it('a server that never answers times out as a retryable error', async () => {
    mode = 'hang'
    const started = performance.now()
    const error = await rejectionOf(() => provider({ timeoutMs: 200 }).send(message))
    expect(performance.now() - started).toBeLessThan(5000)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ retryable: true, providerCode: 'TIMEOUT' })
    expect((error as Error).message).toMatch(/Twilio did not answer within 200 ms/)
  })

  it('the caller’s signal cancels the attempt (retryable)', async () => {
    mode = 'hang'
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await rejectionOf(() =>
      provider({ timeoutMs: 10_000 }).send(message, controller.signal),
    )
    expect(error).toMatchObject({ retryable: true, providerCode: 'ABORTED' })
  })

  it('a refused connection is a retryable network error', async () => {
    const port = await unusedPort()
    const error = await rejectionOf(() =>
      provider({ baseUrl: `http://127.0.0.1:${port}` }).send(message),
    )
    expect(error).toMatchObject({ retryable: true, providerCode: 'NETWORK' })
    expect((error as Error).message).toContain('ECONNREFUSED')
  })
})
