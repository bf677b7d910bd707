/**
 * The places contract's texts (places.contract.ts), in a module without zod: the API's error
 * texts (core/http/errors.ts) name PICK_DISTRICT, and they ride in every first load.
 */
export const PICK_DISTRICT = 'Choose your district from the list.'
export const VILLAGE_TOO_LONG = 'Village: at most 80 characters.'
export const VILLAGE_NOT_ALLOWED = 'Village contains characters that are not allowed.'
