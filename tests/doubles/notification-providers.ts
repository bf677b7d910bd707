// Test-only: provider-speaking servers on 127.0.0.1 (SMS and email gateways, SMTP) that can be
// down, hang, or honour the idempotency key, for the outbox tests.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import {
  sendJson,
  sendText,
  startHttpServer,
  startSilentTcpServer,
  type RecordedRequest,
} from './http-server.ts'

export const PROVIDER_KINDS = ['webhook', 'twilio', 'smtp', 'emailjs'] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

export interface Delivery {
  key: string
  to: string
  text: string
}

export interface FakeProvider {
  kind: ProviderKind
  channel: 'sms' | 'email'
  /** Environment variables that point the app at this server. */
  env: Record<string, string>
  /** Requests (SMTP: DATA commands) received, accepted or not. */
  requests(): number
  /** Messages accepted, once per idempotency key: a repeat of a key is answered but not kept. */
  deliveries(): Delivery[]
  /** Keys seen more than once. */
  repeats(): string[]
  close: () => Promise<void>
}

export type Mode = { failFirst?: number; failStatus?: number; hang?: boolean }

function keep(delivered: Map<string, Delivery>, repeats: string[], d: Delivery) {
  if (delivered.has(d.key)) repeats.push(d.key)
  else delivered.set(d.key, d)
}

/** A server that speaks `kind`'s protocol: down (`failFirst` answers of `failStatus`) then up, or hanging. */
export async function startFakeProvider(
  kind: ProviderKind,
  mode: Mode = {},
): Promise<FakeProvider> {
  const delivered = new Map<string, Delivery>()
  const repeats: string[] = []
  let seen = 0
  const failFirst = mode.failFirst ?? 0
  const failStatus = mode.failStatus ?? 503

  if (kind === 'smtp') {
    if (mode.hang) {
      const silent = await startSilentTcpServer()
      return {
        kind,
        channel: 'email',
        env: {
          EMAIL_PROVIDER: 'smtp',
          SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
          EMAIL_FROM: 'FarmTrek <no-reply@farmtrek.in>',
        },
        requests: () => 0,
        deliveries: () => [],
        repeats: () => [],
        close: silent.close,
      }
    }
    const server = new SMTPServer({
      hideSTARTTLS: true,
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          seen += 1
          if (seen <= failFirst) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
            return
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          // The Message-ID carries the idempotency key: the way a mail system drops repeats.
          const key = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1] ?? ''
          keep(delivered, repeats, {
            key,
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            text: raw,
          })
          callback(null, 'Queued')
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    return {
      kind,
      channel: 'email',
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        EMAIL_FROM: 'FarmTrek <no-reply@farmtrek.in>',
      },
      requests: () => seen,
      deliveries: () => [...delivered.values()],
      repeats: () => [...repeats],
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  }

  const parse = (req: RecordedRequest): Delivery => {
    if (kind === 'twilio') {
      const form = new URLSearchParams(req.body)
      return {
        key: String(req.headers['i-twilio-idempotency-token'] ?? ''),
        to: form.get('To') ?? '',
        text: form.get('Body') ?? '',
      }
    }
    const json = JSON.parse(req.body) as Record<string, unknown>
    if (kind === 'webhook') {
      return {
        key: String(req.headers['idempotency-key'] ?? ''),
        to: String(json.phoneNumber),
        text: String(json.message),
      }
    }
    const params = json.template_params as Record<string, string>
    // EmailJS has no idempotency key; the test server dedupes on the message itself.
    return {
      key: `${params.user_email}|${params.message}`,
      to: params.user_email!,
      text: params.message!,
    }
  }

  const http = await startHttpServer((req, res) => {
    if (mode.hang) return
    seen += 1
    if (seen <= failFirst) {
      if (kind === 'emailjs') sendText(res, failStatus, 'Service unavailable')
      else
        sendJson(
          res,
          failStatus,
          kind === 'webhook'
            ? { error: 'SMS gateway down' }
            : { code: 20500, message: 'Internal error', status: failStatus },
        )
      return
    }
    const d = parse(req)
    keep(delivered, repeats, d)
    if (kind === 'twilio') sendJson(res, 201, { sid: `SM${d.key.replace(/\W/g, '').slice(0, 32)}` })
    else if (kind === 'webhook') sendJson(res, 200, { success: true })
    else sendText(res, 200, 'OK')
  })
  const env: Record<string, string> =
    kind === 'webhook'
      ? { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${http.url}/api/sms` }
      : kind === 'twilio'
        ? {
            SMS_PROVIDER: 'twilio',
            TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
            TWILIO_AUTH_TOKEN: 'token',
            TWILIO_FROM: '+15005550006',
            TWILIO_URL: http.url,
          }
        : {
            EMAIL_PROVIDER: 'emailjs',
            EMAILJS_USER_ID: 'public-key',
            EMAILJS_SERVICE_ID: 'service_farmtrek',
            EMAILJS_TEMPLATE_ID: 'template_welcome',
            EMAILJS_URL: http.url,
          }
  return {
    kind,
    channel: kind === 'emailjs' ? 'email' : 'sms',
    env,
    requests: () => (mode.hang ? http.requests.length : seen),
    deliveries: () => [...delivered.values()],
    repeats: () => [...repeats],
    close: http.close,
  }
}
