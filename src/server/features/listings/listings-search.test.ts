import { describe, expect, it } from 'vitest'
import { understoodCrop } from '#core/crops/crop-resolve.ts'
import { namesPlace } from '#core/places/place-resolve.ts'
import { listingSearch } from './listings-search.ts'

describe('the browse search: places are not misspelt crops', () => {
  it("a place's exact name names no crop, though a crop is spelled near it", () => {
    for (const place of ['Ujjain', 'Kanpur', 'Bhopal', 'उज्जैन', 'Tamil Nadu']) {
      expect(namesPlace(place), place).toBe(true)
      expect(listingSearch(place)?.understood, place).toBeNull()
    }
    // Without the rule these were read as near spellings of a crop.
    expect(understoodCrop('Ujjain')?.typo).toBe(true)
    expect(understoodCrop('Kanpur')?.typo).toBe(true)
  })

  it("misspelt crops and crops' own names are still crops", () => {
    expect(namesPlace('tomatto')).toBe(false)
    expect(listingSearch('tomatto')?.understood).toMatchObject({ crop: 'Tomato', typo: true })
    expect(listingSearch('pyaz')?.understood).toMatchObject({ crop: 'Onion', typo: false })
    expect(listingSearch('  ')).toBeNull()
  })
})
