const formats = new Map<string, Intl.NumberFormat>()

/**
 * Integer paise as Indian rupees in the UI language's locale (issue 11), e.g. 482000 →
 * '₹4,820.00' for en-IN. `locale` comes from `useI18n().locale`. With `whole`, whole rupees
 * drop the paise ('₹30'), as the catalogue's prices are written.
 */
export function formatPaise(paise: number, locale = 'en-IN', { whole = false } = {}) {
  const trim = whole && paise % 100 === 0
  const key = `${locale}${trim ? ':whole' : ''}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      ...(trim ? { minimumFractionDigits: 0 } : {}),
    })
    formats.set(key, f)
  }
  return f.format(paise / 100)
}

/** Rupees (e.g. ₹ per kg) with two decimals in the locale, e.g. 11.8 → '₹11.80'. */
export function formatRupees(rupees: number, locale = 'en-IN') {
  return formatPaise(Math.round(rupees * 100), locale)
}

/** An ISO date (YYYY-MM-DD, or a timestamp) as '9 May 2021' in the locale. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string, locale = 'en-IN') =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
