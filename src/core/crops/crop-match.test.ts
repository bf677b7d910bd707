import { describe, expect, it } from 'vitest'
import { editDistance, matchCommodity } from './crop-match.ts'
import {
  canonicalCommodity,
  COMMODITY_SYNONYMS,
  localCommodityName,
  nameKey,
} from './crop-vocabulary.ts'
import { SHIPPED_COMMODITIES } from './shipped-commodities.ts'
import { CATALOGUE } from '../catalogue/catalogue.ts'

// Commodity names as the shipped Agmarknet data spells them (after canonicalCommodity).
const KNOWN = [
  'Apple',
  'Arecanut (Betelnut/Supari)',
  'Arhar (Tur/Red Gram)(Whole)',
  'Arhar Dal (Tur Dal)',
  'Bajra (Pearl Millet/Cumbu)',
  'Banana',
  'Banana - Green',
  'Beetroot',
  'Bengal Gram Dal (Chana Dal)',
  'Bhindi (Ladies Finger)',
  'Bitter gourd',
  'Black Gram Dal (Urd Dal)',
  'Black pepper',
  'Bottle gourd',
  'Brinjal',
  'Cabbage',
  'Carrot',
  'Cauliflower',
  'Chili Red',
  'Coconut',
  'Coriander (Leaves)',
  'Copra',
  'Dry Chillies',
  'Garlic',
  'Ginger (Green)',
  'Grapes',
  'Green Chilli',
  'Green Gram (Moong)(Whole)',
  'Green Gram Dal (Moong Dal)',
  'Jowar (Sorghum)',
  'Leafy Vegetable',
  'Mango',
  'Masur Dal',
  'Methi (Leaves)',
  'Mustard',
  'Mustard Oil',
  'Onion',
  'Potato',
  'Raddish',
  'Ragi (Finger Millet)',
  'Rice',
  'Spinach',
  'Sugar',
  'Sweet Potato',
  'Tomato',
  'Turmeric',
  'Wheat',
]

describe('matchCommodity', () => {
  it.each([
    // The names.
    ['Tomato', 'Tomato'],
    ['tamatar', 'Tomato'],
    ['टमाटर', 'Tomato'],
    ['தக்காளி', 'Tomato'],
    ['Chilli', 'Green Chilli'],
    ['Green chilli', 'Green Chilli'],
    ['green chillies', 'Green Chilli'],
    ['Brinjal', 'Brinjal'],
    ['Baingan', 'Brinjal'],
    ['बैंगन', 'Brinjal'],
    ['கத்தரிக்காய்', 'Brinjal'],
    // Case, spacing, punctuation and plurals.
    ['  ONION ', 'Onion'],
    ['Tomatoes', 'Tomato'],
    ['potatoes', 'Potato'],
    ['sweet-potato', 'Sweet Potato'],
    // Hindi and Tamil names, in their scripts and in Latin letters.
    ['Aloo', 'Potato'],
    ['आलू', 'Potato'],
    ['pyaz', 'Onion'],
    ['வெங்காயம்', 'Onion'],
    ['lahsun', 'Garlic'],
    ['haldi', 'Turmeric'],
    ['மஞ்சள்', 'Turmeric'],
    ['nariyal', 'Coconut'],
    ['தேங்காய்', 'Coconut'],
    ['kela', 'Banana'],
    ['angoor', 'Grapes'],
    ['vendakkai', 'Bhindi (Ladies Finger)'],
    ['Okra', 'Bhindi (Ladies Finger)'],
    ['supari', 'Arecanut (Betelnut/Supari)'],
    ['kali mirch', 'Black pepper'],
    ['lal mirch', 'Dry Chillies'],
    // Bracketed parts of Agmarknet's own names.
    ['Ladies Finger', 'Bhindi (Ladies Finger)'],
    ['Moong Dal', 'Green Gram Dal (Moong Dal)'],
    ['moong', 'Green Gram (Moong)(Whole)'],
    ['Chana Dal', 'Bengal Gram Dal (Chana Dal)'],
    ['Toor Dal', 'Arhar Dal (Tur Dal)'],
    ['Masoor dal', 'Masur Dal'],
    ['Urad Dal', 'Black Gram Dal (Urd Dal)'],
    ['Ragi', 'Ragi (Finger Millet)'],
    ['Jowar', 'Jowar (Sorghum)'],
    ['Bajra', 'Bajra (Pearl Millet/Cumbu)'],
    ['Radish', 'Raddish'],
    // The catalogue's names.
    ['Basmati Rice', 'Rice'],
    ['Fenugreek Leaves', 'Methi (Leaves)'],
    ['Coriander Leaves', 'Coriander (Leaves)'],
    ['Mustard Greens', 'Leafy Vegetable'],
    ['mustard oil', 'Mustard Oil'],
    // A longer listing name: a known word in it.
    ['Nashik Onion', 'Onion'],
    ['Desi tamatar', 'Tomato'],
    ['Guntur green chilli', 'Green Chilli'],
  ])('%j → %j', (name, commodity) => {
    expect(matchCommodity(name, KNOWN)).toMatchObject({ ok: true, commodity })
  })

  it('says how it matched', () => {
    expect(matchCommodity('Tomato', KNOWN)).toEqual({ ok: true, commodity: 'Tomato', via: 'name' })
    expect(matchCommodity('tamatar', KNOWN)).toMatchObject({ via: 'synonym' })
    expect(matchCommodity('Nashik Onion', KNOWN)).toMatchObject({ via: 'word' })
  })

  it('uses the first commodity that has prices when a name fits two', () => {
    expect(matchCommodity('chilli', ['Dry Chillies', 'Tomato'])).toMatchObject({
      commodity: 'Dry Chillies',
    })
    expect(matchCommodity('moong', ['Green Gram Dal (Moong Dal)'])).toMatchObject({
      commodity: 'Green Gram Dal (Moong Dal)',
    })
  })

  it.each([
    ['Tomatto', 'Tomato'],
    ['Brinjl', 'Brinjal'],
    ['Caulifower', 'Cauliflower'],
    ['Potatoe', 'Potato'],
    ['Ginger', 'Ginger (Green)'],
  ])('an unknown %j suggests %j', (name, suggestion) => {
    const m = matchCommodity(name, KNOWN)
    if (m.ok) expect(m.commodity).toBe(suggestion)
    else expect(m.suggestion).toBe(suggestion)
  })

  it.each([['Dragonfruit'], ['xyz'], [''], ['%%'], ['12']])(
    '%j matches nothing and suggests nothing close',
    (name) => {
      expect(matchCommodity(name, KNOWN)).toEqual({ ok: false, suggestion: null })
    },
  )

  it('offers no other crop for a crop of the vocabulary that has no prices', () => {
    // 'Banana' is two letters from 'batata' (Marathi for potato), yet it is a crop of its own.
    expect(matchCommodity('Banana', ['Potato', 'Onion'])).toEqual({ ok: false, suggestion: null })
    expect(matchCommodity('Potatto', ['Potato', 'Onion'])).toEqual({
      ok: false,
      suggestion: 'Potato',
    })
  })

  it('matches nothing against an empty list', () => {
    expect(matchCommodity('Tomato', [])).toEqual({ ok: false, suggestion: null })
  })

  it('works without a list, against every commodity of the table', () => {
    expect(matchCommodity('टमाटर')).toMatchObject({ commodity: 'Tomato' })
    expect(matchCommodity('Baingan')).toMatchObject({ commodity: 'Brinjal' })
  })
})

describe('COMMODITY_SYNONYMS', () => {
  it('names each other name once per commodity, and never a commodity of its own', () => {
    const own = new Set(Object.keys(COMMODITY_SYNONYMS).map(nameKey))
    for (const [commodity, names] of Object.entries(COMMODITY_SYNONYMS)) {
      expect(canonicalCommodity(commodity), commodity).toBe(commodity)
      const keys = names.map(nameKey)
      expect(new Set(keys).size, commodity).toBe(keys.length)
      for (const k of keys) expect(own.has(k), `${commodity}: ${k}`).toBe(false)
    }
  })
})

describe('canonicalCommodity', () => {
  it.each([
    ['Bengal Gram Dal(Chana Dal)', 'Bengal Gram Dal (Chana Dal)'],
    ['Bengal Gram Dal (Chana Dal)', 'Bengal Gram Dal (Chana Dal)'],
    ['Arhar(Tur/Red Gram)(Whole)', 'Arhar (Tur/Red Gram)(Whole)'],
    ['  Green   Chilli ', 'Green Chilli'],
    ['Tomato', 'Tomato'],
  ])('%j → %j', (name, out) => expect(canonicalCommodity(name)).toBe(out))
})

describe('editDistance', () => {
  it.each([
    ['tomato', 'tomato', 0],
    ['tomatto', 'tomato', 1],
    ['tomaot', 'tomato', 1],
    ['brinjl', 'brinjal', 1],
    ['', 'abc', 3],
    ['टमाटर', 'टमटर', 1],
  ])('%j ↔ %j = %i', (a, b, d) => expect(editDistance(a, b)).toBe(d))
})

describe('localCommodityName', () => {
  it.each([
    ['Tomato', 'hi', 'टमाटर'],
    ['Tomato', 'ta', 'தக்காளி'],
    ['Bhindi(Ladies Finger)', 'hi', 'भिंडी'],
    ['Absinthe', 'hi', null],
  ] as const)('%s in %s → %s', (c, lang, name) => {
    expect(localCommodityName(c, lang)).toBe(name)
  })
})

describe('SHIPPED_COMMODITIES', () => {
  it("holds every commodity of the synonym table, in Agmarknet's spelling", () => {
    const shipped = new Set(SHIPPED_COMMODITIES)
    const missing = Object.keys(COMMODITY_SYNONYMS).filter((c) => !shipped.has(c))
    expect(missing).toEqual([])
    expect(SHIPPED_COMMODITIES.every((c) => canonicalCommodity(c) === c)).toBe(true)
  })

  it('is what matchCommodity matches against by default', () => {
    expect(matchCommodity('Ajwan')).toMatchObject({ ok: true, commodity: 'Ajwan' })
    expect(matchCommodity('Bengal Gram Dal(Chana Dal)')).toMatchObject({
      commodity: 'Bengal Gram Dal (Chana Dal)',
    })
  })
})

describe("the catalogue's crops", () => {
  it('each find an Agmarknet commodity of the shipped data', () => {
    const unmatched = CATALOGUE.filter((item) => !matchCommodity(item.name).ok).map((i) => i.name)
    expect(unmatched).toEqual([])
  })
})
