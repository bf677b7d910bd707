// An order's limits, without zod: the cart and a listing's page use them in the first load.

/** The most lines one order (and so one cart) can hold. */
export const MAX_ORDER_LINES = 50
/** A sane upper bound for one line of a farmer's listing, in kg. */
export const MAX_LINE_KG = 10_000
