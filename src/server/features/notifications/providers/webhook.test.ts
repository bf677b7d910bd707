import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWebhookSmsProvider, WEBHOOK_FALLBACK_ERROR } from './webhook.ts'
import { ProviderError } from './types.ts'
import { rejectionOf, sendJson, sendText, startHttpServer } from '#tests/doubles/http-server.ts'
import type { RecordedRequest, TestHttpServer } from '#tests/doubles/http-server.ts'

// A receiver for the original `/api/sms` contract; the reply is picked per test.
type Reply = (req: RecordedRequest, res: ServerResponse) => void

const ok: Reply = (req, res) => {
  const body = JSON.parse(req.body) as { phoneNumber?: unknown; message?: unknown }
  if (
    req.path !== '/api/sms' ||
    typeof body.phoneNumber !== 'string' ||
    typeof body.message !== 'string'
  ) {
    sendJson(res, 400, { error: 'phoneNumber and message are required' })
    return
  }
  sendJson(res, 200, { success: true, sid: 'SMwebhook1' })
}

let server: TestHttpServer
let reply: Reply = ok

beforeAll(async () => {
  server = await startHttpServer((req, res) => reply(req, res))
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  reply = ok
  server.requests.length = 0
})

const message = {
  to: '+919876543210',
  body: 'Hi Asha, you have logged in to FarmTrek.',
  idempotencyKey: 'outbox-7-sms',
}
const provider = (timeoutMs?: number) =>
  createWebhookSmsProvider({ url: `${server.url}/api/sms`, timeoutMs })

describe('webhook SMS provider', () => {
  it('POSTs JSON {phoneNumber, message} with an Idempotency-Key header', async () => {
    const result = await provider().send(message)
    expect(result).toEqual({ providerMessageId: 'SMwebhook1' })
    const req = server.requests[0]
    expect(req?.method).toBe('POST')
    expect(req?.headers['content-type']).toBe('application/json')
    expect(req?.headers['idempotency-key']).toBe('outbox-7-sms')
    expect(JSON.parse(req?.body ?? '')).toEqual({ phoneNumber: message.to, message: message.body })
  })

  it('succeeds on any 2xx, with no id when the body has none', async () => {
    reply = (_req, res) => sendText(res, 202, 'queued')
    expect(await provider().send(message)).toEqual({})
  })

  it('a 4xx uses the body’s error field as the message and is not retried', async () => {
    reply = (_req, res) => sendJson(res, 400, { error: 'Invalid phone number' })
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ message: 'Invalid phone number', status: 400, retryable: false })
  })

  it('a 5xx with an error field keeps that text and is retryable', async () => {
    reply = (_req, res) => sendJson(res, 503, { error: 'SMS gateway down' })
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ message: 'SMS gateway down', status: 503, retryable: true })
  })

  it.each([
    ['an empty body', 500, ''],
    ['an HTML error page', 502, '<html><body>Bad Gateway</body></html>'],
    ['JSON without error', 500, '{"success":false}'],
    ['an empty error field', 500, '{"error":""}'],
    ['a non-string error field', 500, '{"error":{"code":1}}'],
  ])('falls back to exactly "Failed to send SMS" for %s', async (_what, status, body) => {
    reply = (_req, res) => sendText(res, status, body)
    const error = await rejectionOf(() => provider().send(message))
    expect(WEBHOOK_FALLBACK_ERROR).toBe('Failed to send SMS')
    expect(error).toMatchObject({ message: 'Failed to send SMS', status, retryable: true })
  })

  it('the fallback applies to 4xx too, and 4xx stays not retryable', async () => {
    reply = (_req, res) => sendText(res, 422, 'nope')
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ message: 'Failed to send SMS', status: 422, retryable: false })
  })

  it('408 and 429 are retryable', async () => {
    for (const status of [408, 429]) {
      reply = (_req, res) => sendJson(res, status, { error: 'later' })
      const error = await rejectionOf(() => provider().send(message))
      expect(error).toMatchObject({ status, retryable: true })
    }
  })

  it('a receiver that never answers times out as a retryable error', async () => {
    reply = () => undefined
    const error = await rejectionOf(() => provider(150).send(message))
    expect(error).toMatchObject({ retryable: true, providerCode: 'TIMEOUT' })
    expect((error as Error).message).toMatch(/SMS webhook did not answer within 150 ms/)
  })

  it('a receiver that sends headers and then stalls is cut off by the same timeout', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"succ')
    }
    const error = await rejectionOf(() => provider(150).send(message))
    expect(error).toMatchObject({ retryable: true, providerCode: 'TIMEOUT' })
  })

  it('a redirect is reported, not followed, and not retried', async () => {
    reply = (_req, res) => {
      res.writeHead(301, { location: 'https://example.invalid/api/sms' })
      res.end()
    }
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ status: 301, retryable: false, message: 'Failed to send SMS' })
    expect(server.requests).toHaveLength(1)
  })
})
