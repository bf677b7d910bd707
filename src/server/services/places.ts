import { resolvePlaceText, placeText, type PlaceMatch } from '#core/places/place-resolve.ts'
import type { PlaceFields } from '#core/places/places.contract.ts'
import { districtOf } from '#core/places/places.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/** An account's place columns (users.state, district, village, location). */
export interface PlaceColumns {
  state: string | null
  district: string | null
  village: string
  location: string
}

/**
 * The columns a profile or a registration writes for the place it sent: a state and a district
 * of the tables (400 'places.unknown_district' otherwise, naming the district field), the village
 * as typed, and the display text made of the three. Null when no place was sent.
 */
export function placeColumns(input: PlaceFields): PlaceColumns | null {
  const { state, district, village = '' } = input
  if (!state && !district) return null
  const found = state && district ? districtOf(state, district) : undefined
  if (!found) throw new HttpError('places.unknown_district', undefined, { field: 'district' })
  return {
    state: found.state,
    district: found.en,
    village,
    location: placeText({ state: found.state, district: found.en, village }),
  }
}

/** The columns for a free-text location alone (a registration without the picker): resolved. */
export function placeColumnsOfText(location: string): PlaceColumns {
  const m = resolvePlaceText(location)
  return { state: m?.state ?? null, district: m?.district ?? null, village: '', location }
}

/**
 * Where an account is: its resolved state and district, else what its location text names
 * (an account written before its place was resolved), else nothing.
 */
export function placeOfUser(
  user: { state?: string | null; district?: string | null; location?: string | null } | null,
): PlaceMatch | null {
  if (!user) return null
  if (user.state) return { state: user.state, district: user.district ?? null }
  return resolvePlaceText(user.location)
}
