/** The languages the district tables name places in. */
export const PLACE_LANGS = ['en', 'hi', 'ta'] as const
export type PlaceLang = (typeof PLACE_LANGS)[number]
