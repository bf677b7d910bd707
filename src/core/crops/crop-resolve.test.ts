import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { cropCategory, resolveCrop, understoodCrop } from './crop-resolve.ts'
import { CROP_CATEGORY, localCommodityName, VOCABULARY_CROPS } from './crop-vocabulary.ts'

/** Names as farmers and buyers type them, in three scripts, and the crop each means. */
const NAMES: ReadonlyArray<[typed: string, crop: string]> = [
  // English, any case, plurals
  ['onion', 'Onion'],
  ['Onion', 'Onion'],
  ['ONIONS', 'Onion'],
  ['tomatoes', 'Tomato'],
  ['Potatoes', 'Potato'],
  ['okra', 'Bhindi (Ladies Finger)'],
  ['ladies finger', 'Bhindi (Ladies Finger)'],
  ['eggplant', 'Brinjal'],
  ['radish', 'Raddish'],
  ['cucumber', 'Cucumbar (Kheera)'],
  ['Basmati Rice', 'Rice'],
  ['Toor Dal', 'Arhar Dal (Tur Dal)'],
  ['Masoor Dal', 'Masur Dal'],
  ['Fenugreek Leaves', 'Methi (Leaves)'],
  // Hindi in Devanagari, with and without the nukta, and inside a longer name
  ['प्याज़', 'Onion'],
  ['प्याज', 'Onion'],
  ['लाल प्याज', 'Onion'],
  ['टमाटर', 'Tomato'],
  ['आलू', 'Potato'],
  ['बैंगन', 'Brinjal'],
  ['भिंडी', 'Bhindi (Ladies Finger)'],
  ['गेहूं', 'Wheat'],
  ['हरी मिर्च', 'Green Chilli'],
  // Hindi and Marathi in Latin letters
  ['pyaz', 'Onion'],
  ['pyaaz', 'Onion'],
  ['kanda', 'Onion'],
  ['tamatar', 'Tomato'],
  ['aloo', 'Potato'],
  ['baingan', 'Brinjal'],
  ['bhindi', 'Bhindi (Ladies Finger)'],
  ['gehun', 'Wheat'],
  ['lal pyaz', 'Onion'],
  // Tamil in Tamil script and Latin letters
  ['வெங்காயம்', 'Onion'],
  ['தக்காளி', 'Tomato'],
  ['உருளைக்கிழங்கு', 'Potato'],
  ['கத்தரிக்காய்', 'Brinjal'],
  ['vengayam', 'Onion'],
  ['thakkali', 'Tomato'],
  ['urulaikizhangu', 'Potato'],
  ['vendakkai', 'Bhindi (Ladies Finger)'],
  // A place or a word of praise around the name
  ['Nashik Onion', 'Onion'],
  ['Fresh tomato', 'Tomato'],
]

/** Misspellings: resolved by the nearest spelling, and said so. */
const TYPOS: ReadonlyArray<[typed: string, crop: string]> = [
  ['tomatto', 'Tomato'],
  ['onoin', 'Onion'],
  ['oniom', 'Onion'],
  ['potatoe', 'Potato'],
  ['tamatr', 'Tomato'],
  ['vengayem', 'Onion'],
  ['cabage', 'Cabbage'],
]

describe('resolveCrop', () => {
  it.each(NAMES)('%s is %s', (typed, crop) => {
    expect(resolveCrop(typed)).toEqual({ crop, typo: false })
  })

  it.each(TYPOS)('the misspelling %s is %s', (typed, crop) => {
    expect(resolveCrop(typed)).toEqual({ crop, typo: true })
  })

  it('holds at least 40 names across the three scripts', () => {
    expect(NAMES.length + TYPOS.length).toBeGreaterThanOrEqual(40)
    expect(NAMES.some(([n]) => /\p{Script=Devanagari}/u.test(n))).toBe(true)
    expect(NAMES.some(([n]) => /\p{Script=Tamil}/u.test(n))).toBe(true)
  })

  it.each([
    ['Red Gram', 'Arhar (Tur/Red Gram)(Whole)'],
    ['arhar', 'Arhar (Tur/Red Gram)(Whole)'],
    ['तुअर', 'Arhar (Tur/Red Gram)(Whole)'],
    ['Peas Wet', 'Green Peas'],
    ['matar', 'Green Peas'],
    ['Jaggery', 'Gur (Jaggery)'],
    ['गुड़', 'Gur (Jaggery)'],
    ['Karamani', 'Cowpea (Lobia/Karamani)'],
    ['lobia', 'Cowpea (Lobia/Karamani)'],
    ['Marasebu', 'Pear (Marasebu)'],
  ])('%s, a name Agmarknet reports apart, is the one crop %s', (typed, crop) => {
    expect(resolveCrop(typed)).toEqual({ crop, typo: false })
  })

  it('resolves nothing for text that names no crop', () => {
    expect(resolveCrop('')).toBeNull()
    expect(resolveCrop('   ')).toBeNull()
    expect(resolveCrop('xyzzy')).toBeNull()
    expect(resolveCrop('tom')).toBeNull()
  })
})

describe('cropCategory', () => {
  it('gives a Hindi- or Tamil-named vegetable the Vegetables category', () => {
    expect(cropCategory(resolveCrop('प्याज़')?.crop)).toBe('Vegetables')
    expect(cropCategory(resolveCrop('தக்காளி')?.crop)).toBe('Vegetables')
    expect(cropCategory(resolveCrop('aloo')?.crop)).toBe('Root Vegetables')
    expect(cropCategory(resolveCrop('palak')?.crop)).toBe('Leafy Greens')
  })

  it('has none for fruit or an unknown crop', () => {
    expect(cropCategory('Mango')).toBeNull()
    expect(cropCategory(null)).toBeNull()
  })

  it('agrees with the catalogue: each item resolves to a crop of its own category', () => {
    for (const item of CATALOGUE) {
      const resolved = resolveCrop(item.name)
      expect(resolved, item.name).not.toBeNull()
      expect(cropCategory(resolved?.crop), item.name).toBe(item.category)
    }
  })

  it('names only crops of the vocabulary', () => {
    for (const crop of CROP_CATEGORY.keys()) expect(VOCABULARY_CROPS).toContain(crop)
  })
})

describe('understoodCrop', () => {
  it('says the crop and its name in each language', () => {
    expect(understoodCrop('pyaz')).toEqual({
      crop: 'Onion',
      names: {
        hi: 'प्याज़',
        ta: 'வெங்காயம்',
        mr: localCommodityName('Onion', 'mr'),
        te: localCommodityName('Onion', 'te'),
        kn: localCommodityName('Onion', 'kn'),
        bn: localCommodityName('Onion', 'bn'),
      },
      typo: false,
    })
    expect(Object.values(understoodCrop('pyaz')?.names ?? {}).every(Boolean)).toBe(true)
    expect(understoodCrop('oniom')).toMatchObject({ crop: 'Onion', typo: true })
    expect(understoodCrop('Kolar')).toBeNull()
  })
})
