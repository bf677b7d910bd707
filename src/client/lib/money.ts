const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** Integer paise as Indian rupees, e.g. 482000 → '₹4,820.00'. */
export const formatPaise = (paise: number) => inr.format(paise / 100)
