const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
})

/** ₹ per kg as Indian rupees, e.g. 11.8 → '₹11.80'. */
export const formatPerKg = (rupeesPerKg: number) => rupees.format(rupeesPerKg)

/** An ISO date (YYYY-MM-DD) as '9 May 2021'. */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
