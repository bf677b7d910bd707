import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  CheckoutSessionSchema,
  FarmerPayoutListSchema,
  ONLINE_PAYMENT_OFF,
  PaymentsConfigSchema,
  PaymentSummarySchema,
  PayoutDetailsInputSchema,
  PayoutDetailsSchema,
  VerifyPaymentInputSchema,
} from '#core/payments/payments.contract.ts'
import type { Env } from '#server/env.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { paymentSummaries } from '#server/services/payments.ts'
import { checkoutSession } from './gateway-order.ts'
import { recordAndApply, type ApplyContext } from './payment-events.repo.ts'
import { buyerPayment } from './payments.repo.ts'
import { manualRefundsRoutes } from './manual-refunds.routes.ts'
import { payoutCipherFor } from './payout-crypto.ts'
import { payoutsAdminRoutes } from './payouts-admin.routes.ts'
import { getPayoutDetails, savePayoutDetails } from './payout-details.ts'
import { farmerPayouts } from './payouts.repo.ts'
import { requirePassword } from './payout-password.ts'
import { createRazorpayGateway, GatewayError, type PaymentGateway } from './razorpay.ts'
import { isCheckoutSignatureValid, isWebhookSignatureValid } from './signatures.ts'
import { handleWebhook } from './webhook.ts'

/** The gateway for these settings, or null with PAYMENT_PROVIDER=none (Cash on Delivery only). */
export function gatewayFor(env: Env): PaymentGateway | null {
  if (env.PAYMENT_PROVIDER !== 'razorpay' || !env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)
    return null
  return createRazorpayGateway({
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    baseUrl: env.RAZORPAY_URL,
    timeoutMs: env.RAZORPAY_TIMEOUT,
  })
}

export const applyContextFor = (env: Env): ApplyContext => ({ routeEnabled: env.RAZORPAY_ROUTE })

const OrderParamsSchema = z.object({ orderId: z.string() })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Online payments: Checkout for an order, its verification, the webhook, farmers' payouts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app
  const gateway = gatewayFor(env)
  const ctx = applyContextFor(env)
  const db = app.database.db
  await app.register(payoutsAdminRoutes)
  await app.register(manualRefundsRoutes)
  const needGateway = (): PaymentGateway => {
    if (!gateway) throw new HttpError('payments.not_configured')
    return gateway
  }
  const orderIdOf = (orderId: string) => {
    if (!UUID.test(orderId)) throw new HttpError('payments.not_found')
    return orderId
  }

  app.get(
    '/api/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Which payment methods the checkout may offer; UPI and Card need a gateway',
        response: { 200: PaymentsConfigSchema },
      },
    },
    () => ({
      provider: env.PAYMENT_PROVIDER,
      online: gateway !== null,
      reason: gateway ? null : ONLINE_PAYMENT_OFF,
      timeoutMinutes: Math.round(env.PAYMENT_TIMEOUT / 60_000),
    }),
  )

  app.post(
    '/api/payments/orders/:orderId/checkout',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          'What Razorpay Checkout needs for this order (the gateway order is made once, on the first call)',
        params: OrderParamsSchema,
        response: {
          200: CheckoutSessionSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const gw = needGateway()
      try {
        return await checkoutSession(
          db,
          gw,
          currentUser(request).id,
          orderIdOf(request.params.orderId),
          // The worker's claim is as long: either may take over a claim whose holder died.
          { scriptUrl: env.RAZORPAY_CHECKOUT_URL, claimMs: 2 * env.RAZORPAY_TIMEOUT + 5_000 },
        )
      } catch (err) {
        if (err instanceof GatewayError) {
          request.log.warn({ err: err.message }, 'could not create the gateway order')
          throw new HttpError('payments.gateway_unreachable')
        }
        throw err
      }
    },
  )

  app.post(
    '/api/payments/orders/:orderId/verify',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          "Checkout's answer: the signature (HMAC-SHA256 of order_id|payment_id with the key secret) is checked before the order is marked paid",
        params: OrderParamsSchema,
        body: VerifyPaymentInputSchema,
        response: { 200: PaymentSummarySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      needGateway()
      const buyerId = currentUser(request).id
      const orderId = orderIdOf(request.params.orderId)
      const { payment } = await buyerPayment(db, buyerId, orderId)
      const b = request.body
      if (
        payment.providerOrderId !== b.razorpay_order_id ||
        !isCheckoutSignatureValid(
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- needGateway() above: the key secret is set
          env.RAZORPAY_KEY_SECRET!,
          b.razorpay_order_id,
          b.razorpay_payment_id,
          b.razorpay_signature,
        )
      ) {
        request.log.warn({ orderId }, 'payment signature did not verify')
        throw new HttpError('payments.bad_signature', undefined, { field: 'razorpay_signature' })
      }
      await recordAndApply(
        db,
        {
          paymentId: payment.id,
          source: 'checkout',
          eventKey: `checkout:${b.razorpay_payment_id}`,
          type: 'checkout.verified',
          payload: {
            razorpay_order_id: b.razorpay_order_id,
            razorpay_payment_id: b.razorpay_payment_id,
          },
          event: 'captured',
          facts: { providerPaymentId: b.razorpay_payment_id },
        },
        ctx,
      )
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the payment exists (read above)
      return (await paymentSummaries(db, [orderId])).get(orderId)!
    },
  )

  app.post(
    '/api/payments/orders/:orderId/cash-on-delivery',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary:
          'Pay this unpaid UPI/Card order in cash on delivery instead (money from an attempt still open is refunded)',
        params: OrderParamsSchema,
        response: { 200: PaymentSummarySchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId)
      const { payment } = await buyerPayment(db, currentUser(request).id, orderId)
      await recordAndApply(
        db,
        {
          paymentId: payment.id,
          source: 'checkout',
          eventKey: `cod:${payment.id}`,
          type: 'payment.switched_to_cod',
          payload: {},
          event: 'cod',
          facts: {},
        },
        ctx,
      )
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- buyerPayment found it
      const now = (await paymentSummaries(db, [orderId])).get(orderId)!
      if (now.state === 'paid') throw new HttpError('payments.already_paid')
      if (now.state === 'expired') throw new HttpError('payments.expired')
      return now
    },
  )

  app.get(
    '/api/payments/orders/:orderId',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['payments'],
        summary: "The order's online payment: its state, refunds and when it expires",
        params: OrderParamsSchema,
        response: { 200: PaymentSummarySchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const orderId = orderIdOf(request.params.orderId)
      await buyerPayment(db, currentUser(request).id, orderId)
      reply.header('cache-control', 'private, no-store')
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- buyerPayment found it
      return (await paymentSummaries(db, [orderId])).get(orderId)!
    },
  )

  // The webhook reads its body as it came: the signature is over the raw bytes, and a
  // re-serialised JSON would not match it.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body)
    })
    raw.post(
      '/api/payments/webhook/razorpay',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhooks (payment.captured, payment.failed, order.paid, refund.processed), verified by X-Razorpay-Signature; idempotent by X-Razorpay-Event-Id',
          response: {
            200: z.object({ ok: z.literal(true), outcome: z.string() }),
            400: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!gateway || !env.RAZORPAY_WEBHOOK_SECRET) throw new HttpError('payments.not_configured')
        const body = typeof request.body === 'string' ? request.body : ''
        const signature = request.headers['x-razorpay-signature']
        if (!body || !isWebhookSignatureValid(env.RAZORPAY_WEBHOOK_SECRET, body, signature)) {
          request.log.warn('webhook refused: bad or missing signature')
          throw new HttpError('payments.bad_webhook')
        }
        const eventId = request.headers['x-razorpay-event-id']
        const outcome = await handleWebhook(
          db,
          body,
          typeof eventId === 'string' ? eventId : undefined,
          ctx,
        )
        request.log.info({ eventId, outcome }, 'razorpay webhook')
        return { ok: true as const, outcome }
      },
    )
  })

  app.get(
    '/api/payments/payout-details',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['payments'],
        summary: "The farmer's payout details (the bank account by its last four digits)",
        response: { 200: z.object({ details: PayoutDetailsSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return {
        details: await getPayoutDetails(db, currentUser(request).id, env.PAYOUT_HOLD_AFTER_CHANGE),
      }
    },
  )

  app.put(
    '/api/payments/payout-details',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['payments'],
        summary:
          "Set where the farmer is paid: a Razorpay Route linked account, or a UPI ID / bank account for a manual payout. Needs the farmer's password (wrong guesses are held to the login limit); every change is recorded, told to the farmer by SMS and email, and holds their payouts for PAYOUT_HOLD_AFTER_CHANGE",
        body: PayoutDetailsInputSchema,
        response: {
          200: z.object({ details: PayoutDetailsSchema }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const farmerId = currentUser(request).id
      const { password, ...details } = request.body
      await requirePassword(app, farmerId, password, request.ip)
      return {
        details: await savePayoutDetails(db, farmerId, details, {
          cipher: payoutCipherFor(env),
          holdMs: env.PAYOUT_HOLD_AFTER_CHANGE,
          supportPhone: env.SUPPORT_PHONE,
          ip: request.ip,
        }),
      }
    },
  )

  app.get(
    '/api/payments/payouts',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['payments'],
        summary:
          "The farmer's paid order lines: held until delivery, released, settled or cancelled",
        response: { 200: FarmerPayoutListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { items: await farmerPayouts(db, currentUser(request).id) }
    },
  )
}
