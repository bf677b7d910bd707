/**
 * Normalises an Indian mobile number to +91 followed by 10 digits, the one stored form. Accepts the
 * number with or without +91, 91 or 0 in front, and with spaces or dashes. Null when it is not a
 * 10-digit mobile number starting with 6, 7, 8 or 9.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '')
  const m = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact)
  return m ? `+91${m[1]}` : null
}

export const PHONE_RULE =
  'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.'
