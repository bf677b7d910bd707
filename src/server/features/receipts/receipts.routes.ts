import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isLanguage } from '#core/i18n/languages.ts'
import { ORDER_NUMBER_RE } from '#core/orders/order-number.ts'
import { ReceiptParamsSchema, RECEIPTS_PER_MINUTE } from '#core/receipts/receipts.contract.ts'
import { receiptView } from '#core/receipts/receipt.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { receiptPdf, warmReceiptsWhenIdle, type WarmWhenIdle } from './receipt-pdf.ts'
import { readReceipt } from './receipts.repo.ts'

/** An order's receipt as a PDF, for its buyer, the farmers of its lines and operators. */
export const receiptsRoutes: FastifyPluginAsyncZod<{
  /** The warm-up's look at the event loop, for tests (its delay is RECEIPT_WARM_DELAY_MS). */
  warm?: Omit<WarmWhenIdle, 'delayMs'>
}> = async (app, opts) => {
  // pdfkit, the fonts and their shaping are made ready in the background (start-up does not wait,
  // requests go in between): the first receipt took ≈2.3 s, ≈0.8 s warmed. The warm-up costs
  // seconds of CPU and pauses the event loop for 1.4–2.5 s, so it waits RECEIPT_WARM_DELAY_MS after
  // listen and then for a quiet event loop: a node started into a burst of traffic pays it later.
  let stopWaiting = () => {}
  app.addHook('onListen', (done) => {
    stopWaiting = warmReceiptsWhenIdle({ ...opts.warm, delayMs: app.env.RECEIPT_WARM_DELAY_MS })
    done()
  })
  app.addHook('onClose', (_app, done) => {
    stopWaiting()
    done()
  })
  app.get(
    '/api/orders/:number/receipt.pdf',
    {
      config: {
        access: 'user',
        // Drawing a PDF costs CPU: a modest number per account, counted after the session check.
        rateLimit: {
          max: RECEIPTS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => (req.user ? `receipt:${req.user.id}` : `receipt-ip:${req.ip}`),
        },
      },
      schema: {
        tags: ['orders'],
        summary:
          "The order's receipt (PDF) in the reader's language: the buyer's shows every farmer's part, a farmer's only their lines",
        params: ReceiptParamsSchema,
        // No response schema: the body is the PDF (an error is the usual error body).
      },
    },
    async (request, reply) => {
      const reader = currentUser(request)
      const now = new Date()
      const { number } = request.params
      const data = ORDER_NUMBER_RE.test(number)
        ? await readReceipt(app.database.db, number, reader, now)
        : null
      if (!data) throw new HttpError('order.not_found')
      const language = isLanguage(reader.language) ? reader.language : 'en'
      const pdf = await receiptPdf(receiptView({ language, ...data }), now)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${data.order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
