/**
 * The weather texts, apart from the contract's schemas, so that the client's translation table
 * and the error texts import no zod (the first page's code stays small).
 */
export const DEFAULT_WEATHER_CITY = 'Chennai'
/** The weather service did not know the city. */
export const WEATHER_NOT_AVAILABLE = 'Weather data not available. Try another location.'
/** The weather service could not be reached or answered nothing usable. */
export const WEATHER_NOT_FOUND = 'Weather data not found'
export const WEATHER_UNREACHABLE =
  'The weather service is not reachable right now. Please try again in a moment.'
