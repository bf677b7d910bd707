const rupeeFormats = new Map<string, Intl.NumberFormat>()

/** ₹1,234.50 in the UI language's locale (issue 11; `useI18n().locale`). */
export function formatRupees(amount: number, locale = 'en-IN') {
  let f = rupeeFormats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    })
    rupeeFormats.set(locale, f)
  }
  return f.format(amount)
}

/** An ISO date (YYYY-MM-DD) as "1 Jun 2025" in the locale. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
