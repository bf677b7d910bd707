import { createEmailjsEmailProvider } from './emailjs.ts'
import { createLogEmailProvider, createLogSmsProvider } from './log.ts'
import type { NotificationLogger } from './log.ts'
import { createSmtpEmailProvider } from './smtp.ts'
import { createTwilioSmsProvider } from './twilio.ts'
import type { EmailProvider, SmsProvider } from './types.ts'
import { createWebhookSmsProvider } from './webhook.ts'

export * from './types.ts'
export { DEFAULT_TIMEOUT_MS } from './http.ts'
export * from './log.ts'
export * from './twilio.ts'
export * from './webhook.ts'
export * from './smtp.ts'
export * from './emailjs.ts'

export const SMS_PROVIDER_NAMES = ['log', 'twilio', 'webhook'] as const
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number]

export const EMAIL_PROVIDER_NAMES = ['log', 'smtp', 'emailjs'] as const
export type EmailProviderName = (typeof EMAIL_PROVIDER_NAMES)[number]

/** Provider settings, one field per environment variable (see PROVIDER_SETTING_ENV_VARS). */
export interface NotificationProvidersConfig {
  smsProvider: SmsProviderName
  twilioAccountSid?: string | undefined
  twilioAuthToken?: string | undefined
  twilioFrom?: string | undefined
  twilioBaseUrl?: string | undefined
  smsWebhookUrl?: string | undefined
  emailProvider: EmailProviderName
  smtpUrl?: string | undefined
  emailFrom?: string | undefined
  emailjsUserId?: string | undefined
  emailjsServiceId?: string | undefined
  emailjsTemplateId?: string | undefined
  emailjsAccessToken?: string | undefined
  emailjsBaseUrl?: string | undefined
  /** Limit for one send, in ms; default 10 000. */
  timeoutMs?: number | undefined
}

/** The environment variable behind each setting, as env.ts names them. */
export const PROVIDER_SETTING_ENV_VARS = {
  smsProvider: 'SMS_PROVIDER',
  twilioAccountSid: 'TWILIO_ACCOUNT_SID',
  twilioAuthToken: 'TWILIO_AUTH_TOKEN',
  twilioFrom: 'TWILIO_FROM',
  twilioBaseUrl: 'TWILIO_URL',
  smsWebhookUrl: 'SMS_WEBHOOK_URL',
  emailProvider: 'EMAIL_PROVIDER',
  smtpUrl: 'SMTP_URL',
  emailFrom: 'EMAIL_FROM',
  emailjsUserId: 'EMAILJS_USER_ID',
  emailjsServiceId: 'EMAILJS_SERVICE_ID',
  emailjsTemplateId: 'EMAILJS_TEMPLATE_ID',
  emailjsAccessToken: 'EMAILJS_ACCESS_TOKEN',
  emailjsBaseUrl: 'EMAILJS_URL',
  timeoutMs: 'NOTIFY_TIMEOUT',
} as const satisfies Record<keyof NotificationProvidersConfig, string>

type SettingKey = keyof NotificationProvidersConfig

// The settings each provider cannot work without.
const REQUIRED_SMS: Record<SmsProviderName, readonly SettingKey[]> = {
  log: [],
  twilio: ['twilioAccountSid', 'twilioAuthToken', 'twilioFrom'],
  webhook: ['smsWebhookUrl'],
}

const REQUIRED_EMAIL: Record<EmailProviderName, readonly SettingKey[]> = {
  log: [],
  smtp: ['smtpUrl', 'emailFrom'],
  emailjs: ['emailjsUserId', 'emailjsServiceId', 'emailjsTemplateId'],
}

function isMissing(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '')
}

function missingFor(config: NotificationProvidersConfig, keys: readonly SettingKey[]): string[] {
  return keys.filter((key) => isMissing(config[key])).map((key) => PROVIDER_SETTING_ENV_VARS[key])
}

/**
 * Every setting the chosen providers need but the config lacks (blank counts as missing), by
 * environment variable name, SMS first. Empty when both providers can be created. The server
 * refuses to start when this is not empty, naming each one.
 */
export function missingProviderSettings(config: NotificationProvidersConfig): string[] {
  return [
    ...missingFor(config, REQUIRED_SMS[config.smsProvider]),
    ...missingFor(config, REQUIRED_EMAIL[config.emailProvider]),
  ]
}

/** Thrown by createSmsProvider / createEmailProvider when settings are missing or wrong. */
export class ProviderConfigError extends Error {
  override name = 'ProviderConfigError'
  /** The environment variables at fault. */
  readonly settings: readonly string[]
  constructor(message: string, settings: readonly string[]) {
    super(message)
    this.settings = settings
  }
}

function requireSettings(
  provider: string,
  config: NotificationProvidersConfig,
  keys: readonly SettingKey[],
): void {
  const missing = missingFor(config, keys)
  if (missing.length > 0) {
    throw new ProviderConfigError(
      `The ${provider} provider needs ${missing.join(', ')}; set ${missing.length === 1 ? 'it' : 'them'} or choose the log provider.`,
      missing,
    )
  }
}

// Only called after requireSettings, so the value is there.
function setting(config: NotificationProvidersConfig, key: SettingKey): string {
  const value = config[key]
  if (typeof value !== 'string') throw new Error(`bug: setting ${key} is not a string`)
  return value.trim()
}

export interface ProviderDeps {
  /** Receives what the log providers record (ignored by the others). */
  logger?: NotificationLogger | undefined
}

/** The SMS provider the config chooses. Throws ProviderConfigError naming missing settings. */
export function createSmsProvider(
  config: NotificationProvidersConfig,
  deps: ProviderDeps = {},
): SmsProvider {
  requireSettings(`SMS (${config.smsProvider})`, config, REQUIRED_SMS[config.smsProvider])
  switch (config.smsProvider) {
    case 'log':
      return createLogSmsProvider({ logger: deps.logger })
    case 'twilio':
      return createTwilioSmsProvider({
        accountSid: setting(config, 'twilioAccountSid'),
        authToken: setting(config, 'twilioAuthToken'),
        from: setting(config, 'twilioFrom'),
        baseUrl: config.twilioBaseUrl,
        timeoutMs: config.timeoutMs,
      })
    case 'webhook':
      requireHttpUrl('SMS_WEBHOOK_URL', setting(config, 'smsWebhookUrl'))
      return createWebhookSmsProvider({
        url: setting(config, 'smsWebhookUrl'),
        timeoutMs: config.timeoutMs,
      })
  }
}

/** The email provider the config chooses. Throws ProviderConfigError naming missing settings. */
export function createEmailProvider(
  config: NotificationProvidersConfig,
  deps: ProviderDeps = {},
): EmailProvider {
  requireSettings(`email (${config.emailProvider})`, config, REQUIRED_EMAIL[config.emailProvider])
  switch (config.emailProvider) {
    case 'log':
      return createLogEmailProvider({ logger: deps.logger })
    case 'smtp': {
      const url = setting(config, 'smtpUrl')
      if (!/^smtps?:\/\//i.test(url)) {
        throw new ProviderConfigError('SMTP_URL must be an smtp:// or smtps:// URL', ['SMTP_URL'])
      }
      return createSmtpEmailProvider({
        url,
        from: setting(config, 'emailFrom'),
        timeoutMs: config.timeoutMs,
      })
    }
    case 'emailjs':
      return createEmailjsEmailProvider({
        userId: setting(config, 'emailjsUserId'),
        serviceId: setting(config, 'emailjsServiceId'),
        templateId: setting(config, 'emailjsTemplateId'),
        accessToken: isMissing(config.emailjsAccessToken) ? undefined : config.emailjsAccessToken,
        baseUrl: config.emailjsBaseUrl,
        timeoutMs: config.timeoutMs,
      })
  }
}

function requireHttpUrl(envVar: string, value: string): void {
  let protocol: string
  try {
    protocol = new URL(value).protocol
  } catch {
    throw new ProviderConfigError(`${envVar} is not a URL`, [envVar])
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ProviderConfigError(`${envVar} must be an http:// or https:// URL`, [envVar])
  }
}
