import { createHmac, timingSafeEqual } from 'node:crypto'

/** Hex HMAC-SHA256 of `data` with `secret`: how Razorpay signs Checkout answers and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Compares two hex signatures in constant time; false for any malformed input. */
function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[a-f0-9]{64}$/i.test(given)) return false
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(given.toLowerCase(), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Checkout's answer is Razorpay's only if `signature` is HMAC-SHA256 of
 * `<order_id>|<payment_id>` with the key secret (which never leaves the server).
 */
export function isCheckoutSignatureValid(
  keySecret: string,
  providerOrderId: string,
  providerPaymentId: string,
  signature: unknown,
): boolean {
  return sameHex(hmacHex(keySecret, `${providerOrderId}|${providerPaymentId}`), signature)
}

/** A webhook is Razorpay's only if X-Razorpay-Signature is HMAC-SHA256 of the raw body. */
export function isWebhookSignatureValid(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: unknown,
): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature)
}
