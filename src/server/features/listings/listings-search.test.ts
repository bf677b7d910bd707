import { describe, expect, it } from 'vitest'
import { matchCommodity } from '#core/crops/crop-match.ts'
import { cropSuggestion, resolveCrop } from '#core/crops/crop-resolve.ts'
import { namesPlace } from '#core/places/place-resolve.ts'
import { listingSearch } from './listings-search.ts'

describe('the browse search: places are not misspelt crops', () => {
  it("a place's exact name names no crop, though a crop is spelled near it", () => {
    for (const place of ['Ujjain', 'Kanpur', 'Bhopal', 'उज्जैन', 'Tamil Nadu']) {
      expect(namesPlace(place), place).toBe(true)
      expect(listingSearch(place)?.understood, place).toBeNull()
    }
    // The vocabulary has a crop spelled near each; resolveCrop does not take the place for it, so a
    // listing named after the place gets no crop either.
    expect(matchCommodity('Ujjain')).toEqual({ ok: false, suggestion: 'Ajwan' })
    expect(matchCommodity('Kanpur')).toMatchObject({ ok: false, suggestion: expect.any(String) })
    expect(resolveCrop('Ujjain')).toBeNull()
    // The one rule both readers use (knownCrop for the price boxes as well).
    expect(cropSuggestion('Ujjain', matchCommodity('Ujjain'))).toBeNull()
    expect(cropSuggestion('tomatto', matchCommodity('tomatto'))).toBe('Tomato')
  })

  it("misspelt crops and crops' own names are still crops", () => {
    expect(namesPlace('tomatto')).toBe(false)
    expect(listingSearch('tomatto')?.understood).toMatchObject({ crop: 'Tomato', typo: true })
    expect(listingSearch('pyaz')?.understood).toMatchObject({ crop: 'Onion', typo: false })
    expect(listingSearch('  ')).toBeNull()
  })
})
