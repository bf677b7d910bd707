/**
 * Intl formatters, made once per locale and options. Building one costs far more than using it
 * (locale data is loaded and resolved each time), and `toLocaleString` with options builds a new one
 * on every call: the live clock did so every second, and the price table once a cell, which showed as total blocking time.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

export function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(opts)}`
  let f = dateFormats.get(key)
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, opts)))
  return f
}

export function numberFormat(
  locale: string,
  opts: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(opts)}`
  let f = numberFormats.get(key)
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, opts)))
  return f
}

/**
 * Loads the locale's data into the browser's Intl ahead of use. The first formatter of a page
 * costs ≈20 ms (ICU data); paid in tasks of their own while the page's chunk and data are on the
 * way, it no longer lengthens the task that draws the page (total blocking time on slow phones).
 * Numbers (every price) and dates each in a task of its own: together they made one task of
 * 90–220 ms at Lighthouse's 4× CPU slowdown, over the 50 ms that counts as blocking (issue 21).
 */
export function warmIntl(locale: string): void {
  setTimeout(() => numberFormat(locale, { style: 'currency', currency: 'INR' }).format(0), 0)
  setTimeout(() => dateFormat(locale, {}).format(0), 0)
}
