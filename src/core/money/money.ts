/**
 * Rupees and paise (₹1 = 100 paise). Money is stored and summed in integer paise, where addition
 * is exact; rupees are for people: what a farmer types and what a page shows.
 */

/** Whole paise from rupees, to the nearest paisa (₹28.5 → 2850; ₹0.1 + ₹0.2 → 30, not 30.000000000000004). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Rupees from paise, to two decimals at most (2850 → 28.5). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100
}
