/**
 * The median of a list: the middle value in sorted order, the mean of the middle two for an even
 * count; NaN for an empty list. The input is not changed.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- mid is inside a non-empty array (the empty case returned above)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
