/**
 * The places API's contract: the district picker's type-ahead (GET /api/places/districts) and the
 * place fields a profile or a registration sends (state and district by their English names as
 * the type-ahead gives them, the village as free text). Which districts exist is checked by the
 * server (places.ts), so the client bundle carries no district table.
 */
import { z } from 'zod'
import { hasControlCharacter, stripInvisible } from '../text/safe-text.ts'
import { PICK_DISTRICT, VILLAGE_NOT_ALLOWED, VILLAGE_TOO_LONG } from './places.messages.ts'

export const DISTRICT_QUERY_MAX = 60
export const VILLAGE_MAX = 80
export const DISTRICT_CHOICES_MAX = 10

// The texts live in a module without zod (core/http/errors.ts, on every first load, names one).
export { PICK_DISTRICT, VILLAGE_NOT_ALLOWED, VILLAGE_TOO_LONG } from './places.messages.ts'

export const DistrictsQuerySchema = z.object({
  q: z.string().trim().min(1).max(DISTRICT_QUERY_MAX),
  /** The reader's language; names in a language the tables lack are English. */
  lang: z.string().trim().max(10).default('en'),
})

export const DistrictChoiceSchema = z.object({
  /** English names, as a profile or registration sends them back. */
  state: z.string(),
  district: z.string(),
  /** The district's and state's names in the language asked for. */
  label: z.string(),
  stateLabel: z.string(),
})
export type DistrictChoice = z.infer<typeof DistrictChoiceSchema>

export const DistrictChoicesSchema = z.object({ items: z.array(DistrictChoiceSchema) })

export const PlaceNamesQuerySchema = z.object({
  /** The reader's language; an unknown one gets no names (places are shown in English). */
  lang: z.string().trim().max(10),
})

/**
 * Every state's and district's name in a language, for showing stored places (English names, and
 * location texts made of them: 'Ozar, Nashik, Maharashtra') in the reader's language
 * (place-label.ts). Only the names that differ from English; keyed by English names.
 */
export const PlaceNamesSchema = z.object({
  lang: z.string(),
  /** English state name → its name in `lang`. */
  states: z.record(z.string(), z.string()),
  /** English state name → English district name → its name in `lang`. */
  districts: z.record(z.string(), z.record(z.string(), z.string())),
})
export type PlaceNames = z.infer<typeof PlaceNamesSchema>

const placeName = z.string().trim().max(80, PICK_DISTRICT)

/** The place fields: all three absent leave the place as it is; a state goes with a district. */
export const PlaceFieldsSchema = z.object({
  state: placeName.optional(),
  district: placeName.optional(),
  village: z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .refine((v) => !hasControlCharacter(v), VILLAGE_NOT_ALLOWED)
    .max(VILLAGE_MAX, VILLAGE_TOO_LONG)
    .optional(),
})
export type PlaceFields = z.infer<typeof PlaceFieldsSchema>
