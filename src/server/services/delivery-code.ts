import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A line's delivery code: four digits only its buyer sees, which the farmer enters to mark the line
 * Delivered. Derived, never stored: HMAC-SHA256 of the line id under a key made from the server's
 * session secret, so the checkout writes nothing extra and every node computes the same code.
 * Changing SESSION_SECRET changes the codes of lines not yet delivered (their buyers see the new
 * ones on their order page).
 */

let key: Buffer | undefined

/** Sets the key the codes are derived from; the app calls it once it has its environment. */
export function useDeliveryCodeSecret(serverSecret: string): void {
  if (serverSecret.length < 16) throw new Error('delivery codes need a server secret')
  key = createHmac('sha256', serverSecret).update('farmtrek delivery codes v1').digest()
}

/** The 4-digit code of order line `lineId` ('0000'–'9999'). */
export function deliveryCodeFor(lineId: string): string {
  if (!key) throw new Error('delivery codes used before useDeliveryCodeSecret')
  const digest = createHmac('sha256', key).update(lineId).digest()
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0')
}

/** Whether `given` is the line's code, compared in constant time. */
export function deliveryCodeMatches(lineId: string, given: string): boolean {
  const want = Buffer.from(deliveryCodeFor(lineId))
  const got = Buffer.from(given.trim())
  return want.length === got.length && timingSafeEqual(want, got)
}
