import { describe, expect, it } from 'vitest'
import {
  createEmailProvider,
  createLogEmailProvider,
  createLogSmsProvider,
  createSmsProvider,
  missingProviderSettings,
  ProviderConfigError,
} from './index.ts'
import type { NotificationLogger, NotificationProvidersConfig } from './index.ts'
import { isRetryableHttpStatus, ProviderError } from './types.ts'

const logOnly: NotificationProvidersConfig = { smsProvider: 'log', emailProvider: 'log' }

describe('missingProviderSettings', () => {
  it('needs nothing for the log providers', () => {
    expect(missingProviderSettings(logOnly)).toEqual([])
  })

  it.each([
    [{ smsProvider: 'twilio' }, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']],
    [
      { smsProvider: 'twilio', twilioAccountSid: 'AC1', twilioFrom: '+1500' },
      ['TWILIO_AUTH_TOKEN'],
    ],
    [{ smsProvider: 'twilio', twilioAccountSid: 'AC1', twilioAuthToken: 't' }, ['TWILIO_FROM']],
    [{ smsProvider: 'twilio', twilioAuthToken: 't', twilioFrom: '+1500' }, ['TWILIO_ACCOUNT_SID']],
    [{ smsProvider: 'webhook' }, ['SMS_WEBHOOK_URL']],
    [{ emailProvider: 'smtp' }, ['SMTP_URL', 'EMAIL_FROM']],
    [{ emailProvider: 'smtp', smtpUrl: 'smtp://localhost' }, ['EMAIL_FROM']],
    [{ emailProvider: 'smtp', emailFrom: 'a@b.in' }, ['SMTP_URL']],
    [
      { emailProvider: 'emailjs' },
      ['EMAILJS_USER_ID', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'],
    ],
    [
      { emailProvider: 'emailjs', emailjsUserId: 'u', emailjsTemplateId: 't' },
      ['EMAILJS_SERVICE_ID'],
    ],
    [
      { smsProvider: 'twilio', emailProvider: 'emailjs' },
      [
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'TWILIO_FROM',
        'EMAILJS_USER_ID',
        'EMAILJS_SERVICE_ID',
        'EMAILJS_TEMPLATE_ID',
      ],
    ],
    [
      { smsProvider: 'webhook', emailProvider: 'smtp' },
      ['SMS_WEBHOOK_URL', 'SMTP_URL', 'EMAIL_FROM'],
    ],
  ] as const)('%j → %j', (partial, expected) => {
    expect(missingProviderSettings({ ...logOnly, ...partial })).toEqual(expected)
  })

  it('counts blank values as missing', () => {
    expect(
      missingProviderSettings({
        ...logOnly,
        smsProvider: 'webhook',
        smsWebhookUrl: '  ',
        emailProvider: 'smtp',
        smtpUrl: '',
        emailFrom: 'a@b.in',
      }),
    ).toEqual(['SMS_WEBHOOK_URL', 'SMTP_URL'])
  })

  it('ignores settings of providers that are not chosen', () => {
    expect(missingProviderSettings({ ...logOnly, twilioAccountSid: '', smtpUrl: '' })).toEqual([])
  })
})

describe('createSmsProvider / createEmailProvider', () => {
  it('creates the chosen providers', () => {
    expect(createSmsProvider(logOnly).name).toBe('log')
    expect(createEmailProvider(logOnly).name).toBe('log')
    expect(
      createSmsProvider({
        ...logOnly,
        smsProvider: 'twilio',
        twilioAccountSid: 'AC1',
        twilioAuthToken: 't',
        twilioFrom: '+15005550006',
      }).name,
    ).toBe('twilio')
    expect(
      createSmsProvider({
        ...logOnly,
        smsProvider: 'webhook',
        smsWebhookUrl: 'https://sms.example.in/api/sms',
      }).name,
    ).toBe('webhook')
    expect(
      createEmailProvider({
        ...logOnly,
        emailProvider: 'smtp',
        smtpUrl: 'smtp://localhost:2525',
        emailFrom: 'a@b.in',
      }).name,
    ).toBe('smtp')
    expect(
      createEmailProvider({
        ...logOnly,
        emailProvider: 'emailjs',
        emailjsUserId: 'u',
        emailjsServiceId: 's',
        emailjsTemplateId: 't',
      }).name,
    ).toBe('emailjs')
  })

  it('refuses to create a provider with missing settings, naming each', () => {
    let error: unknown
    try {
      createSmsProvider({ ...logOnly, smsProvider: 'twilio', twilioAccountSid: 'AC1' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ProviderConfigError)
    expect((error as ProviderConfigError).settings).toEqual(['TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])
    expect((error as Error).message).toContain('TWILIO_AUTH_TOKEN, TWILIO_FROM')
    expect(() => createEmailProvider({ ...logOnly, emailProvider: 'emailjs' })).toThrow(
      /EMAILJS_USER_ID, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID/,
    )
  })

  it('refuses URLs of the wrong kind', () => {
    expect(() =>
      createSmsProvider({ ...logOnly, smsProvider: 'webhook', smsWebhookUrl: 'not a url' }),
    ).toThrow(/SMS_WEBHOOK_URL/)
    expect(() =>
      createSmsProvider({ ...logOnly, smsProvider: 'webhook', smsWebhookUrl: 'ftp://x/y' }),
    ).toThrow(/SMS_WEBHOOK_URL/)
    expect(() =>
      createEmailProvider({
        ...logOnly,
        emailProvider: 'smtp',
        smtpUrl: 'https://mail.example.in',
        emailFrom: 'a@b.in',
      }),
    ).toThrow(/SMTP_URL/)
  })

  it('passes the logger to the log providers', async () => {
    const entries: Parameters<NotificationLogger>[0][] = []
    const logger: NotificationLogger = (entry) => entries.push(entry)
    await createSmsProvider(logOnly, { logger }).send({
      to: '+919876543210',
      body: 'hi',
      idempotencyKey: 'k1',
    })
    await createEmailProvider(logOnly, { logger }).send({
      to: 'a@b.in',
      toName: 'A',
      subject: 's',
      text: 't',
      idempotencyKey: 'k2',
    })
    expect(entries.map((e) => [e.channel, e.message.idempotencyKey])).toEqual([
      ['sms', 'k1'],
      ['email', 'k2'],
    ])
  })
})

describe('log providers', () => {
  it('record what they would send and succeed with an id from the key', async () => {
    const sms = createLogSmsProvider()
    const result = await sms.send({ to: '+919876543210', body: 'Hi Asha', idempotencyKey: 'k1' })
    expect(result).toEqual({ providerMessageId: 'log:k1' })
    expect(sms.sent).toEqual([{ to: '+919876543210', body: 'Hi Asha', idempotencyKey: 'k1' }])

    const email = createLogEmailProvider()
    await email.send({ to: 'a@b.in', toName: 'A', subject: 'S', text: 'T', idempotencyKey: 'k2' })
    expect(email.sent.map((m) => m.subject)).toEqual(['S'])
  })

  it('keep only the most recent messages', async () => {
    const sms = createLogSmsProvider({ keep: 3 })
    for (let i = 1; i <= 5; i += 1)
      await sms.send({ to: '+919876543210', body: `m${i}`, idempotencyKey: `k${i}` })
    expect(sms.sent.map((m) => m.body)).toEqual(['m3', 'm4', 'm5'])
  })

  it('turn a throwing logger into a rejected send', async () => {
    const sms = createLogSmsProvider({
      logger: () => {
        throw new Error('log sink down')
      },
    })
    await expect(sms.send({ to: '+91', body: 'x', idempotencyKey: 'k' })).rejects.toThrow(
      'log sink down',
    )
  })
})

describe('ProviderError', () => {
  it.each([
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [422, false],
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
  ])('HTTP %i retryable: %s', (status, retryable) => {
    expect(isRetryableHttpStatus(status)).toBe(retryable)
  })

  it('is an Error with its fields', () => {
    const cause = new Error('inner')
    const error = new ProviderError('boom', {
      retryable: true,
      status: 503,
      providerCode: 'X',
      retryAfterMs: 1000,
      cause,
    })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'ProviderError',
      message: 'boom',
      retryable: true,
      status: 503,
      providerCode: 'X',
      retryAfterMs: 1000,
    })
    expect(error.cause).toBe(cause)
    expect(new ProviderError('x', { retryable: false }).status).toBeUndefined()
  })
})
