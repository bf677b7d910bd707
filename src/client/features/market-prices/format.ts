const rupeeFormats = new Map<string, Intl.NumberFormat>()

/**
 * ₹ per kg as Indian rupees, e.g. 11.8 → '₹11.80', in the UI language's locale (issue 11;
 * `useI18n().locale`, en-IN when left out).
 */
export function formatPerKg(rupeesPerKg: number, locale = 'en-IN') {
  let f = rupeeFormats.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    })
    rupeeFormats.set(locale, f)
  }
  return f.format(rupeesPerKg)
}

/** An ISO date (YYYY-MM-DD) as '9 May 2021'. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string, locale = 'en-IN') =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
