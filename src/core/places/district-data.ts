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

/**
 * A language's own names for places the main tables name only in English, Hindi and Tamil
 * (names-mr.ts, names-te.ts, names-kn.ts, names-bn.ts): each state's name by its code, and
 * districts by their state's code, one a line:
 *
 *   English|native name|other native name;other native name
 *
 * The English name is the district's name in districts-*.ts. An empty native name gives only
 * other names (found by the resolver and the type-ahead; shown in English): a city's name in the
 * language where the district is named otherwise ('Mumbai City||ముంబై'). A district the table
 * lacks is shown in English (Marathi: in Hindi's Devanagari, places.ts).
 */
export interface PlaceNames {
  states: Readonly<Record<string, string>>
  districts: Readonly<Record<string, string>>
}
