import Razorpay from 'razorpay'
import { z } from 'zod'

/**
 * The part of Razorpay's API FarmTrek uses, through the official SDK. Answers are parsed with zod
 * (only the fields we read), so a changed answer fails loudly here rather than deep in a repo.
 * Every call can be repeated safely: creations carry our own id as `receipt` (orders, refunds) or
 * in `notes` (transfers), and `find…` looks for an earlier one before a retry makes another.
 */

const OrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
})
export type GatewayOrder = z.infer<typeof OrderSchema>

const PaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullish(),
  amount_refunded: z.number().int().nullish(),
  created_at: z.number().nullish(),
  error_description: z.string().nullish(),
})
export type GatewayPayment = z.infer<typeof PaymentSchema>

const RefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  receipt: z.string().nullish(),
})
export type GatewayRefund = z.infer<typeof RefundSchema>

const TransferSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  recipient: z.string().nullish(),
  on_hold: z.union([z.boolean(), z.number()]).nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
})
export type GatewayTransfer = z.infer<typeof TransferSchema>

const collection = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int().optional() })

/** A failed gateway call: `retryable` for network trouble, 5xx and 429; not for a refusal. */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message)
  }
}

export interface PaymentGateway {
  readonly keyId: string
  createOrder(input: {
    amountPaise: number
    receipt: string
    notes: Record<string, string>
  }): Promise<GatewayOrder>
  findOrderByReceipt(receipt: string): Promise<GatewayOrder | null>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  orderPayments(providerOrderId: string): Promise<GatewayPayment[]>
  /** Payments created between two instants (seconds since the epoch), one page. */
  listPayments(input: {
    from: number
    to: number
    skip: number
    count: number
  }): Promise<GatewayPayment[]>
  refund(
    paymentId: string,
    input: { amountPaise: number; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>
  findRefund(paymentId: string, receipt: string): Promise<GatewayRefund | null>
  transferOnHold(
    paymentId: string,
    input: { account: string; amountPaise: number; payoutId: string },
  ): Promise<GatewayTransfer>
  findTransfer(paymentId: string, payoutId: string): Promise<GatewayTransfer | null>
  releaseTransfer(transferId: string): Promise<void>
}

export interface RazorpayOptions {
  keyId: string
  keySecret: string
  /** RAZORPAY_URL: https://api.razorpay.com, or the local stand-in in tests. */
  baseUrl: string
  timeoutMs: number
}

/** The SDK's error shapes: `{ statusCode, error }` from an answer, a TypeError without one. */
function toGatewayError(err: unknown): GatewayError {
  if (err instanceof GatewayError) return err
  if (err && typeof err === 'object' && 'statusCode' in err) {
    const status = Number(err.statusCode)
    const detail = (err as { error?: { description?: string; code?: string } }).error
    return new GatewayError(
      `Razorpay answered ${status}: ${detail?.description ?? detail?.code ?? 'no description'}`,
      status >= 500 || status === 429,
      status,
    )
  }
  const message = err instanceof Error ? err.message : String(err)
  // No answer at all (refused, reset, timed out): the call may or may not have happened.
  return new GatewayError(`Razorpay not reachable: ${message}`, true)
}

async function call<T extends z.ZodType>(
  schema: T,
  run: () => Promise<unknown>,
): Promise<z.output<T>> {
  let raw: unknown
  try {
    raw = await run()
  } catch (err) {
    throw toGatewayError(err)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    throw new GatewayError(
      `Razorpay answered in an unexpected shape: ${parsed.error.message}`,
      false,
    )
  }
  return parsed.data
}

function noteOf(t: GatewayTransfer, key: string): unknown {
  return t.notes && !Array.isArray(t.notes) ? t.notes[key] : undefined
}

/** The gateway through the official SDK, pointed at `baseUrl`. */
export function createRazorpayGateway(opts: RazorpayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret })
  // The SDK fixes https://api.razorpay.com as its base; its axios instance takes another
  // (RAZORPAY_URL), and a timeout, which the SDK does not set at all.
  const rq = (sdk as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } })
    .api.rq
  rq.defaults.baseURL = opts.baseUrl.replace(/\/+$/, '')
  rq.defaults.timeout = opts.timeoutMs

  return {
    keyId: opts.keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call(OrderSchema, () =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      ),
    async findOrderByReceipt(receipt) {
      const list = await call(collection(OrderSchema), () => sdk.orders.all({ receipt }))
      return list.items.find((o) => o.receipt === receipt) ?? null
    },
    fetchPayment: (paymentId) => call(PaymentSchema, () => sdk.payments.fetch(paymentId)),
    async orderPayments(providerOrderId) {
      const list = await call(collection(PaymentSchema), () =>
        sdk.orders.fetchPayments(providerOrderId),
      )
      return list.items
    },
    async listPayments({ from, to, skip, count }) {
      const list = await call(collection(PaymentSchema), () =>
        sdk.payments.all({ from, to, skip, count }),
      )
      return list.items
    },
    refund: (paymentId, { amountPaise, receipt, notes }) =>
      call(RefundSchema, () =>
        sdk.payments.refund(paymentId, { amount: amountPaise, receipt, notes, speed: 'normal' }),
      ),
    async findRefund(paymentId, receipt) {
      const list = await call(collection(RefundSchema), () =>
        sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
      )
      return list.items.find((r) => r.receipt === receipt) ?? null
    },
    async transferOnHold(paymentId, { account, amountPaise, payoutId }) {
      const list = await call(collection(TransferSchema), () =>
        sdk.payments.transfer(paymentId, {
          transfers: [
            {
              account,
              amount: amountPaise,
              currency: 'INR',
              on_hold: true,
              notes: { payout_id: payoutId },
            },
          ],
        } as unknown as Parameters<typeof sdk.payments.transfer>[1]),
      )
      const made = list.items[0]
      if (!made) throw new GatewayError('Razorpay made no transfer', true)
      return made
    },
    async findTransfer(paymentId, payoutId) {
      const list = await call(collection(TransferSchema), () =>
        sdk.payments.fetchTransfer(paymentId),
      )
      return list.items.find((t) => noteOf(t, 'payout_id') === payoutId) ?? null
    },
    async releaseTransfer(transferId) {
      await call(TransferSchema, () => sdk.transfers.edit(transferId, { on_hold: false }))
    },
  }
}
