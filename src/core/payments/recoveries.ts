/**
 * Money a farmer owes back: a line refunded (after a reported problem) when its payout had already
 * been released or settled. The payouts ledger holds it as a negative adjustment, taken from the
 * farmer's next payouts as they are paid. Pure; integer paise.
 */

/** What is to be recovered for a refund of `refundPaise` of a line whose payout was `payoutPaise`. */
export function recoveryPaise(refundPaise: number, payoutPaise: number): number {
  return Math.max(0, Math.min(refundPaise, payoutPaise))
}

/**
 * The farmer's payouts with what is owed taken from them in order: each row's amount less what is
 * still owed (never below zero), until nothing is owed. `owed` is by farmer, paise.
 */
export function netOfRecoveries<T extends { farmerId: string; amountPaise: number }>(
  rows: readonly T[],
  owed: ReadonlyMap<string, number>,
): Array<T & { recoveredPaise: number; netPaise: number }> {
  const left = new Map(owed)
  return rows.map((r) => {
    const still = left.get(r.farmerId) ?? 0
    const recoveredPaise = Math.min(still, r.amountPaise)
    left.set(r.farmerId, still - recoveredPaise)
    return { ...r, recoveredPaise, netPaise: r.amountPaise - recoveredPaise }
  })
}

/**
 * How `paise` taken from a settlement is spread over the farmer's open adjustments, oldest first:
 * each one's new recovered amount. Adjustments are `{ id, amountPaise (negative), recoveredPaise }`.
 */
export function spreadRecovery(
  open: ReadonlyArray<{ id: string; amountPaise: number; recoveredPaise: number }>,
  paise: number,
): Array<{ id: string; recoveredPaise: number; took: number }> {
  let left = paise
  const out: Array<{ id: string; recoveredPaise: number; took: number }> = []
  for (const a of open) {
    if (left <= 0) break
    const owed = -a.amountPaise - a.recoveredPaise
    const took = Math.min(owed, left)
    if (took <= 0) continue
    left -= took
    out.push({ id: a.id, recoveredPaise: a.recoveredPaise + took, took })
  }
  return out
}
