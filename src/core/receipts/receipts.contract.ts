import { z } from 'zod'

/** Receipts one account may download in a minute (each is drawn afresh: CPU, not storage). */
export const RECEIPTS_PER_MINUTE = 20

/** The order number (`FT-2611-482137`); one not in that form is answered as an unknown order. */
export const ReceiptParamsSchema = z.object({ number: z.string().max(40) })

/** Where an order's receipt is: the API path the pages link to. */
export const receiptPath = (orderNumber: string) =>
  `/api/orders/${encodeURIComponent(orderNumber)}/receipt.pdf`
