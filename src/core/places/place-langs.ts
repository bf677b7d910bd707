/** The languages the district tables name places in (all of the app's languages). */
export const PLACE_LANGS = ['en', 'hi', 'ta', 'mr', 'te', 'kn', 'bn'] as const
export type PlaceLang = (typeof PLACE_LANGS)[number]
