const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
})

/** ₹1,234.50 */
export const formatRupees = (amount: number) => rupees.format(amount)

/** An ISO date (YYYY-MM-DD) as "1 Jun 2025". */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
