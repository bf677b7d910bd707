/**
 * The shape of the district tables (districts-*.ts): each state or union territory with its names
 * in English, Hindi (Devanagari) and Tamil, and its districts as text, one a line:
 *
 *   English|हिन्दी|தமிழ்|other name;other name
 *
 * The other names are old names, common spellings, the price data's (Agmarknet's) spelling where
 * it differs, and big cities or towns people give as their place that lie in the district.
 * Written as text to keep about 780 districts readable one a line; parsed once (places.ts).
 */
export interface StateData {
  /** Two-letter code (vehicle registration style), stable across renames. */
  code: string
  en: string
  hi: string
  ta: string
  /** Other names of the state, ';'-separated (the price data's spelling among them). */
  aka?: string
  districts: string
}
