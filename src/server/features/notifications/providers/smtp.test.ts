import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmtpEmailProvider, messageIdFor } from './smtp.ts'
import { ProviderError } from './types.ts'
import { rejectionOf, startSilentTcpServer, unusedPort } from '#tests/doubles/http-server.ts'

interface Received {
  from: string | undefined
  to: string[]
  raw: string
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()))
})

/** A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives. */
async function startSmtp(options: SMTPServerOptions = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    // A plain-text test server: no STARTTLS (its built-in certificate is self-signed),
    // password login allowed without TLS.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret')
        callback(null, { user: 'mailer' })
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        received.push({
          from: from === false ? undefined : from.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback(null, 'Message queued as TEST123')
      })
    },
    ...options,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { port, received }
}

const message = {
  to: 'asha@example.in',
  toName: 'Asha Devi',
  subject: 'Welcome to FarmTrek: registration successful',
  text: 'Hi Asha, your FarmTrek registration with asha@example.in was successful.',
  html: '<p>Hi Asha, your FarmTrek registration with asha@example.in was successful.</p>',
  idempotencyKey: '3f1c2a9e-6b7d-4e1f-9a0b-1c2d3e4f5a6b',
}

function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)
  return match?.[1]?.trim()
}

describe('SMTP email provider', () => {
  it('delivers over SMTP with the URL’s credentials, From, To, subject, text and HTML', async () => {
    const smtp = await startSmtp()
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'FarmTrek <no-reply@farmtrek.in>',
    })
    const result = await provider.send(message)

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]
    expect(mail?.from).toBe('no-reply@farmtrek.in')
    expect(mail?.to).toEqual(['asha@example.in'])
    const raw = mail?.raw ?? ''
    expect(header(raw, 'From')).toBe('FarmTrek <no-reply@farmtrek.in>')
    expect(header(raw, 'To')).toBe('Asha Devi <asha@example.in>')
    expect(header(raw, 'Subject')).toBe(message.subject)
    expect(raw).toContain('multipart/alternative')
    expect(raw).toContain(message.text)
    expect(raw).toContain('<p>Hi Asha')
    expect(result.providerMessageId).toBe(`<${message.idempotencyKey}@farmtrek>`)
  })

  it('sets a Message-ID derived from the idempotency key, the same on every attempt', async () => {
    const smtp = await startSmtp()
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    await provider.send(message)
    await provider.send(message)
    const ids = smtp.received.map((m) => header(m.raw, 'Message-ID'))
    expect(ids).toEqual([
      `<${message.idempotencyKey}@farmtrek>`,
      `<${message.idempotencyKey}@farmtrek>`,
    ])
  })

  it('sends List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) when the message has an unsubscribe URL', async () => {
    const smtp = await startSmtp()
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    const url = 'https://farmtrek.in/api/alerts/unsubscribe?a=1&t=abc'
    await provider.send({ ...message, listUnsubscribe: url })
    await provider.send(message)
    const [alert, plain] = smtp.received.map((m) => m.raw)
    expect(header(alert ?? '', 'List-Unsubscribe')).toBe(`<${url}>`)
    expect(header(alert ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header(plain ?? '', 'List-Unsubscribe')).toBeUndefined()
  })

  it('sends text only when there is no HTML body', async () => {
    const smtp = await startSmtp()
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    await provider.send({ ...message, html: undefined })
    const raw = smtp.received[0]?.raw ?? ''
    expect(header(raw, 'Content-Type')).toMatch(/^text\/plain/)
  })

  it('works over smtps:// (implicit TLS)', async () => {
    const smtp = await startSmtp({ secure: true })
    const provider = createSmtpEmailProvider({
      // the test server's certificate is self-signed
      url: `smtps://mailer:s3cret@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
      from: 'no-reply@farmtrek.in',
    })
    await provider.send(message)
    expect(smtp.received).toHaveLength(1)
  })

  it('a permanent rejection (550) is not retried and carries the SMTP code', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      },
    })
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    const error = await rejectionOf(() => provider.send(message))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ retryable: false, status: 550 })
    expect((error as Error).message).toContain('Mailbox unavailable')
    expect(smtp.received).toHaveLength(0)
  })

  it('a transient rejection (451) is retryable', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
      },
    })
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    const error = await rejectionOf(() => provider.send(message))
    expect(error).toMatchObject({ retryable: true, status: 451 })
  })

  it('wrong credentials (535) are not retried', async () => {
    const smtp = await startSmtp()
    const provider = createSmtpEmailProvider({
      url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@farmtrek.in',
    })
    const error = await rejectionOf(() => provider.send(message))
    expect(error).toMatchObject({ retryable: false, status: 535, providerCode: 'EAUTH' })
    expect((error as Error).message).not.toContain('wrong')
  })

  it('a server that never greets times out as a retryable error', async () => {
    const silent = await startSilentTcpServer()
    cleanups.push(() => silent.close())
    const provider = createSmtpEmailProvider({
      url: `smtp://127.0.0.1:${silent.port}`,
      from: 'no-reply@farmtrek.in',
      timeoutMs: 200,
    })
    const started = performance.now()
    const error = await rejectionOf(() => provider.send(message))
    expect(performance.now() - started).toBeLessThan(5000)
    expect(error).toMatchObject({ retryable: true, providerCode: 'TIMEOUT' })
    expect((error as Error).message).toBe(
      `SMTP server 127.0.0.1:${silent.port} did not answer within 200 ms`,
    )
  })

  it('the caller’s signal cancels the attempt (retryable)', async () => {
    const silent = await startSilentTcpServer()
    cleanups.push(() => silent.close())
    const provider = createSmtpEmailProvider({
      url: `smtp://127.0.0.1:${silent.port}`,
      from: 'no-reply@farmtrek.in',
    })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await rejectionOf(() => provider.send(message, controller.signal))
    expect(error).toMatchObject({ retryable: true, providerCode: 'ABORTED' })
  })

  it('a refused connection is retryable', async () => {
    const port = await unusedPort()
    const provider = createSmtpEmailProvider({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@farmtrek.in',
    })
    const error = await rejectionOf(() => provider.send(message))
    expect(error).toMatchObject({ retryable: true })
    expect((error as ProviderError).status).toBeUndefined()
  })
})

describe('messageIdFor', () => {
  it('keeps a UUID key as it is', () => {
    expect(messageIdFor('3f1c2a9e-6b7d-4e1f-9a0b-1c2d3e4f5a6b')).toBe(
      '<3f1c2a9e-6b7d-4e1f-9a0b-1c2d3e4f5a6b@farmtrek>',
    )
  })

  it('escapes characters a msg-id cannot hold, keeping distinct keys distinct', () => {
    expect(messageIdFor('order:1 <x>@y', 'farmtrek.in')).toBe(
      '<order=3A1=20=3Cx=3E=40y@farmtrek.in>',
    )
    expect(messageIdFor('a=3A')).not.toBe(messageIdFor('a:'))
    expect(messageIdFor('ü')).toBe('<=C3=BC@farmtrek>')
  })
})
