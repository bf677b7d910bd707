import { describe, expect, it } from 'vitest'
import { canonicalCommodity } from './crop-vocabulary.ts'
import { SHIPPED_COMMODITIES } from './shipped-commodities.ts'

/**
 * Every commodity name of the shipped recent-staples file (Agmarknet 2.0 exports and data.gov.in,
 * 2024–2026), as the file spells it, and the name the app already uses for that commodity.
 */
const RECENT_STAPLES: ReadonlyArray<[raw: string, app: string]> = [
  ['Banana', 'Banana'],
  ['Banana - Green', 'Banana - Green'],
  ['Bengal Gram(Gram)(Whole)', 'Bengal Gram (Gram)(Whole)'],
  ['Brinjal', 'Brinjal'],
  ['Cabbage', 'Cabbage'],
  ['Cauliflower', 'Cauliflower'],
  ['Cotton', 'Cotton'],
  ['Garlic', 'Garlic'],
  ['Ginger(Dry)', 'Ginger (Dry)'],
  ['Ginger(Green)', 'Ginger (Green)'],
  ['Green Chilli', 'Green Chilli'],
  ['Green Gram(Moong)(Whole)', 'Green Gram (Moong)(Whole)'],
  ['Ground Nut Seed', 'Ground Nut Seed'],
  ['Groundnut', 'Groundnut'],
  ['Kabuli Chana(Chickpeas-White)', 'Kabuli Chana (Chickpeas-White)'],
  ['Maize', 'Maize'],
  ['Mustard', 'Mustard'],
  ['Onion', 'Onion'],
  ['Paddy(Common)', 'Paddy (Common)'],
  ['Potato', 'Potato'],
  ['Red gram/Arhar/Tur(whole)', 'Arhar (Tur/Red Gram)(Whole)'],
  ['Rice', 'Rice'],
  ['Soyabean', 'Soyabean'],
  ['Tomato', 'Tomato'],
  ['Wheat', 'Wheat'],
]

describe('the recent staples’ commodity names', () => {
  it.each(RECENT_STAPLES)('%j is stored as %j, a name the app already uses', (raw, app) => {
    expect(canonicalCommodity(raw)).toBe(app)
    expect(SHIPPED_COMMODITIES).toContain(app)
  })

  it('maps a renamed commodity whatever its spacing and case', () => {
    expect(canonicalCommodity(' red gram / arhar / tur (Whole) ')).toBe(
      'Arhar (Tur/Red Gram)(Whole)',
    )
    // Names it does not know are left as they are.
    expect(canonicalCommodity('Red Gram')).toBe('Red Gram')
  })
})
