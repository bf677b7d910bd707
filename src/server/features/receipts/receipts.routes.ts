import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isLanguage } from '#core/i18n/languages.ts'
import { ORDER_NUMBER_RE } from '#core/orders/order-number.ts'
import { ReceiptParamsSchema, RECEIPTS_PER_MINUTE } from '#core/receipts/receipts.contract.ts'
import { receiptView } from '#core/receipts/receipt.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { receiptPdf, warmReceipts } from './receipt-pdf.ts'
import { readReceipt } from './receipts.repo.ts'

/** An order's receipt as a PDF, for its buyer, the farmers of its lines and operators. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  // pdfkit, the fonts and their shaping are made ready once the server listens, in the
  // background (start-up does not wait, requests go in between): the first receipt took 2–5 s.
  app.addHook('onListen', (done) => {
    void warmReceipts()
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
