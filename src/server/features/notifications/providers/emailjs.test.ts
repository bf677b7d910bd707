import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEmailjsEmailProvider, EMAILJS_LIB_VERSION } from './emailjs.ts'
import type { EmailjsConfig } from './emailjs.ts'
import { ProviderError } from './types.ts'
import { rejectionOf, sendText, startHttpServer } from '#tests/doubles/http-server.ts'
import type { RecordedRequest, TestHttpServer } from '#tests/doubles/http-server.ts'

type Mode = 'emailjs' | 'server-error' | 'hang'

// Answers like api.emailjs.com: plain-text bodies, 200 'OK' on success, 400 naming a bad field.
function emailjsLike(mode: () => Mode) {
  return (req: RecordedRequest, res: ServerResponse): void => {
    const m = mode()
    if (m === 'hang') return
    if (m === 'server-error') return sendText(res, 500, 'Internal server error')
    if (req.method !== 'POST' || req.path !== '/api/v1.0/email/send')
      return sendText(res, 404, 'Not found')
    if (req.headers['content-type'] !== 'application/json')
      return sendText(res, 400, 'The Content-Type must be application/json')
    let body: Record<string, unknown>
    try {
      body = JSON.parse(req.body) as Record<string, unknown>
    } catch {
      return sendText(res, 400, 'Invalid JSON')
    }
    if (body['user_id'] !== 'public-key-1')
      return sendText(
        res,
        400,
        'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
      )
    if (body['service_id'] !== 'service_abc')
      return sendText(
        res,
        400,
        'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
      )
    if (body['template_id'] !== 'template_xyz')
      return sendText(
        res,
        400,
        'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
      )
    if (typeof body['lib_version'] !== 'string')
      return sendText(res, 400, 'lib_version is required')
    const params = body['template_params'] as Record<string, unknown> | undefined
    if (
      typeof params?.['user_email'] !== 'string' ||
      typeof params['user_name'] !== 'string' ||
      typeof params['message'] !== 'string'
    ) {
      return sendText(res, 422, 'The recipients address is empty')
    }
    sendText(res, 200, 'OK')
  }
}

let server: TestHttpServer
let mode: Mode = 'emailjs'

beforeAll(async () => {
  server = await startHttpServer(emailjsLike(() => mode))
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  mode = 'emailjs'
  server.requests.length = 0
})

function provider(overrides: Partial<EmailjsConfig> = {}) {
  return createEmailjsEmailProvider({
    userId: 'public-key-1',
    serviceId: 'service_abc',
    templateId: 'template_xyz',
    baseUrl: server.url,
    ...overrides,
  })
}

const message = {
  to: 'asha@example.in',
  toName: 'Asha',
  subject: 'Welcome to FarmTrek',
  text: 'Hi Asha, your FarmTrek registration with asha@example.in was successful.',
  html: '<p>Hi Asha</p>',
  idempotencyKey: 'outbox-9-email',
}

describe('EmailJS email provider', () => {
  it('POSTs the original JSON contract and treats 200 as success', async () => {
    expect(await provider().send(message)).toEqual({})
    const req = server.requests[0]
    expect(req?.path).toBe('/api/v1.0/email/send')
    expect(JSON.parse(req?.body ?? '')).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: 'public-key-1',
      service_id: 'service_abc',
      template_id: 'template_xyz',
      template_params: {
        user_name: 'Asha',
        user_email: 'asha@example.in',
        message: message.text,
        subject: message.subject,
      },
    })
  })

  it('sends accessToken only when configured', async () => {
    await provider({ accessToken: 'private-key-1' }).send(message)
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({
      accessToken: 'private-key-1',
    })
  })

  it('a 400 is not retried and carries EmailJS’s text', async () => {
    const error = await rejectionOf(() => provider({ templateId: 'template_wrong' }).send(message))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({
      message:
        'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
      status: 400,
      retryable: false,
    })
  })

  it('a 5xx is retryable', async () => {
    mode = 'server-error'
    const error = await rejectionOf(() => provider().send(message))
    expect(error).toMatchObject({ message: 'Internal server error', status: 500, retryable: true })
  })

  it('a server that never answers times out as a retryable error', async () => {
    mode = 'hang'
    const error = await rejectionOf(() => provider({ timeoutMs: 150 }).send(message))
    expect(error).toMatchObject({ retryable: true, providerCode: 'TIMEOUT' })
    expect((error as Error).message).toMatch(/EmailJS did not answer within 150 ms/)
  })
})
