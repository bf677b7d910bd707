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
