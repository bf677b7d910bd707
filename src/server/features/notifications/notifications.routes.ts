import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { withoutSecrets } from '#core/notifications/secrets.ts'
import {
  ListNotificationsQuerySchema,
  NotificationListSchema,
  type Notification,
} from '#core/notifications/notifications.contract.ts'
import { maskRecipient, summary } from '#core/notifications/outbox.ts'
import type { Env } from '#server/env.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { enqueue, OutboxPayloadSchema } from '#server/services/outbox.ts'
import { listForUser, takeLoginNotice, welcomeEventKey, type OutboxRow } from './outbox.repo.ts'
import {
  createEmailProvider,
  createSmsProvider,
  missingProviderSettings,
  type EmailProvider,
  type NotificationLogger,
  type NotificationProvidersConfig,
  type SmsProvider,
} from './providers/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS and email providers the environment chose; the outbox worker sends through them. */
    notificationProviders: { sms: SmsProvider; email: EmailProvider }
  }
}

/** The provider settings from the environment (env.ts names each variable). */
export function providersConfigFrom(env: Env): NotificationProvidersConfig {
  return {
    smsProvider: env.SMS_PROVIDER,
    twilioAccountSid: env.TWILIO_ACCOUNT_SID,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN,
    twilioFrom: env.TWILIO_FROM,
    twilioBaseUrl: env.TWILIO_URL,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    emailProvider: env.EMAIL_PROVIDER,
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    emailjsUserId: env.EMAILJS_USER_ID,
    emailjsServiceId: env.EMAILJS_SERVICE_ID,
    emailjsTemplateId: env.EMAILJS_TEMPLATE_ID,
    emailjsAccessToken: env.EMAILJS_ACCESS_TOKEN,
    emailjsBaseUrl: env.EMAILJS_URL,
    timeoutMs: env.NOTIFY_TIMEOUT,
  }
}

/** The message that stops the server when a chosen provider lacks settings; null when none lacks. */
export function missingSettingsMessage(env: Env): string | null {
  const missing = missingProviderSettings(providersConfigFrom(env))
  if (missing.length === 0) return null
  return (
    `Notifications cannot start (SMS_PROVIDER=${env.SMS_PROVIDER}, EMAIL_PROVIDER=${env.EMAIL_PROVIDER}): ` +
    `missing ${missing.join(', ')}. Set ${missing.length === 1 ? 'it' : 'them'}, or choose the log provider.`
  )
}

function toNotification(row: OutboxRow): Notification {
  const payload = OutboxPayloadSchema.safeParse(row.payload)
  const subject = payload.success ? (payload.data.subject ?? summary(payload.data.text)) : ''
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    recipient: maskRecipient(row.channel, row.recipient),
    subject: withoutSecrets(row.kind, subject),
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  // A provider without its settings stops the server at start, naming each one, rather than failing on the first message.
  const problem = missingSettingsMessage(app.env)
  if (problem) throw new Error(problem)
  const config = providersConfigFrom(app.env)
  const logger: NotificationLogger = (entry) =>
    app.log.info(
      {
        channel: entry.channel,
        to: maskRecipient(entry.channel, entry.message.to),
        idempotencyKey: entry.message.idempotencyKey,
        text: entry.channel === 'sms' ? entry.message.body : entry.message.subject,
      },
      'notification recorded (log provider, nothing sent)',
    )
  app.decorate('notificationProviders', {
    sms: createSmsProvider(config, { logger }),
    email: createEmailProvider(config, { logger }),
  })

  app.decorate('notifications', {
    /**
     * After a registration, or a login from a new device: the SMS and the email go to the outbox
     * in one small insert. A new-device notice goes only when the account had none in the last
     * LOGIN_NOTICE_INTERVAL: one conditional update on the account's `login_notices` row decides,
     * in the transaction that writes the notice, so parallel logins on any nodes send one.
     * Never throws and never waits on a provider: a failure here is logged, the login goes on.
     */
    async enqueueAccountEvent(event: 'registered' | 'newDeviceLogin', user: SessionUser) {
      const message = {
        userId: user.id,
        data: { name: user.name, email: user.email },
        to: { name: user.name, phone: user.phone, email: user.email },
        // The account's language: the messages are written in it.
        language: user.language,
      }
      try {
        if (event === 'registered') {
          await enqueue(
            app.database.db,
            // One welcome per account, also if the worker's catch-up writes it (enqueueMissedWelcomes).
            { ...message, kind: 'registration', eventKey: welcomeEventKey(user.id) },
            app.log,
          )
          return
        }
        await app.database.db.transaction(async (tx) => {
          if (await takeLoginNotice(tx, user.id, app.env.LOGIN_NOTICE_INTERVAL))
            await enqueue(tx, { ...message, kind: 'login' }, app.log)
        })
      } catch (err) {
        app.log.error({ err, event, userId: user.id }, 'could not write the notifications')
      }
    },
  })

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The messages (SMS, email) sent to the caller, newest first',
        querystring: ListNotificationsQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const { page, limit } = request.query
      const { rows, total } = await listForUser(app.database.db, me.id, {
        limit,
        offset: (page - 1) * limit,
      })
      reply.header('cache-control', 'no-store')
      return { items: rows.map(toNotification), total }
    },
  )
}

/**
 * Notifications: provider settings checked at start, `app.notifications` for the auth
 * routes (and any later event through `enqueue`), and the caller's own messages. A
 * fastify-plugin, so its decorations are visible app-wide.
 */
export const notificationsRoutes = fp(plugin, { name: 'notifications', dependencies: ['auth'] })
