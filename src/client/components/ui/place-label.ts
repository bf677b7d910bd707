import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { districtLabel, placeLabel, stateLabel } from '#core/places/place-label.ts'
import type { PlaceNames } from '#core/places/places.contract.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { answer, apiClient } from '#client/lib/api-client.ts'

/**
 * Places in the reader's language: the names of every state and district in it, asked of the
 * server once a language (the tables stay out of the bundle) and kept a day; none for English.
 * Until they arrive (and offline) places show as stored, in English.
 */
export function usePlaceNames(): PlaceNames | null {
  const { lang } = useI18n()
  const { data } = useQuery({
    queryKey: ['places', 'names', lang],
    queryFn: ({ signal }) =>
      answer(apiClient.GET('/api/places/names', { params: { query: { lang } }, signal })),
    enabled: lang !== 'en',
    // The tables change only with a release.
    staleTime: 24 * 60 * 60_000,
    gcTime: 24 * 60 * 60_000,
  })
  return lang === 'en' ? null : (data ?? null)
}

/** How the page names places: every place shown goes through these. */
export interface PlaceLabels {
  /** A location text ('Ozar, Nashik, Maharashtra'): its state and district parts translated. */
  place: (text: string) => string
  /** A district by its English name (and state, where two states share the name). */
  district: (district: string, state?: string | null) => string
  /** A state by its English name. */
  state: (state: string) => string
}

/** The reader's language's names for places stored in English (core/places/place-label.ts). */
export function usePlaceLabels(): PlaceLabels {
  const names = usePlaceNames()
  const place = useCallback((text: string) => placeLabel(names, text), [names])
  const district = useCallback(
    (d: string, s?: string | null) => districtLabel(names, d, s),
    [names],
  )
  const state = useCallback((s: string) => stateLabel(names, s), [names])
  return { place, district, state }
}
