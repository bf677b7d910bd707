// The constants and texts of market prices, without zod: the pages that only read prices import
// these, so the schemas (and zod) stay out of their first load.

/** Rows a page in the market price list, as the original app showed. */
export const MARKET_PRICES_PAGE_SIZE = 10
/** Days the forecast covers: one week ahead. */
export const PREDICTION_DAYS = 7

export const SELECT_CROP_TO_PREDICT = 'Please select a crop to predict!'
export const FAILED_TO_FETCH_CROP_PRICES = 'Failed to fetch crop prices'
export const FAILED_TO_FETCH_PREDICTION = 'Failed to fetch prediction.'

/** The longest search text the price list accepts (the input's maxLength is the same number). */
export const MARKET_PRICES_Q_MAX = 100
/** The longest crop name the price endpoints accept. */
export const CROP_QUERY_MAX = 100
