import { describe, expect, it } from 'vitest'
import { matchCommodity } from './crop-match.ts'
import { COMMODITY_SYNONYMS, localCommodityName, nameKey } from './crop-vocabulary.ts'
import { REGIONAL_CROP_NAMES } from './regional-crop-names.ts'
import { SHIPPED_COMMODITIES } from './shipped-commodities.ts'

// Marathi, Telugu, Kannada and Bengali crop names, and the Latin spellings farmers type for them,
// each finding its Agmarknet commodity.
describe('the Marathi, Telugu, Kannada and Bengali crop names', () => {
  it.each([
    ['कांदा', 'Onion'],
    ['kanda', 'Onion'],
    ['ఉల్లిపాయ', 'Onion'],
    ['ullipaya', 'Onion'],
    ['ಈರುಳ್ಳಿ', 'Onion'],
    ['eerulli', 'Onion'],
    ['পেঁয়াজ', 'Onion'],
    ['peyaj', 'Onion'],
    ['बटाटा', 'Potato'],
    ['batata', 'Potato'],
    ['టమాటా', 'Tomato'],
    ['ಟೊಮೆಟೊ', 'Tomato'],
    ['বেগুন', 'Brinjal'],
    ['vankaya', 'Brinjal'],
    ['कापूस', 'Cotton'],
    ['పత్తి', 'Cotton'],
    ['ಹತ್ತಿ', 'Cotton'],
    ['তুলা', 'Cotton'],
    ['ఎండు మిర్చి', 'Dry Chillies'],
    ['పచ్చిమిర్చి', 'Green Chilli'],
    ['तूर डाळ', 'Arhar Dal (Tur Dal)'],
    ['కందిపప్పు', 'Arhar Dal (Tur Dal)'],
    ['ತೊಗರಿ ಬೇಳೆ', 'Arhar Dal (Tur Dal)'],
    ['हरभरा', 'Bengal Gram (Gram)(Whole)'],
    ['ছোলা', 'Bengal Gram (Gram)(Whole)'],
    ['সরিষা', 'Mustard'],
    ['ধান', 'Paddy (Common)'],
    ['ज्वारी', 'Jowar (Sorghum)'],
    ['ರಾಗಿ', 'Ragi (Finger Millet)'],
    ['भुईमूग', 'Groundnut'],
    ['shengdana', 'Groundnut'],
    ['পাট', 'Jute'],
    ['सफरचंद', 'Apple'],
    ['ಸೇಬು', 'Apple'],
    ['బత్తాయి', 'Mousambi (Sweet Lime)'],
    ['दोडका', 'Ridgeguard (Tori)'],
    ['ಹಲಸು', 'Jack Fruit'],
    ['কাঁঠাল', 'Jack Fruit'],
    ['padwal', 'Snakeguard'],
    ['మామిడికాయ', 'Mango (Raw-Ripe)'],
    ['কাঁচকলা', 'Banana - Green'],
  ] as const)('%s is %s', (name, commodity) => {
    expect(matchCommodity(name)).toMatchObject({ ok: true, commodity })
  })

  it.each([
    ['Onion', 'mr', 'कांदा'],
    ['Onion', 'te', 'ఉల్లిపాయ'],
    ['Onion', 'kn', 'ಈರುಳ್ಳಿ'],
    ['Onion', 'bn', 'পেঁয়াজ'],
    ['Bhindi(Ladies Finger)', 'mr', 'भेंडी'],
    ['Cotton', 'te', 'పత్తి'],
    ['Absinthe', 'bn', null],
    ['Apple', 'mr', 'सफरचंद'],
    ['Apple', 'bn', 'আপেল'],
    ['Pomegranate', 'kn', 'ದಾಳಿಂಬೆ'],
    ['Tomato', 'hi', 'टमाटर'],
    ['Potato', 'hi', 'आलू'],
  ] as const)('%s in %s is %s', (commodity, lang, name) => {
    expect(localCommodityName(commodity, lang)).toBe(name)
  })

  it('keys each entry by a commodity of the shipped data', () => {
    const shipped = new Set(SHIPPED_COMMODITIES)
    expect(Object.keys(REGIONAL_CROP_NAMES).filter((c) => !shipped.has(c))).toEqual([])
  })

  it('never names another shipped commodity, and Hindi keeps its own name where it has one', () => {
    const shippedKeys = new Map(SHIPPED_COMMODITIES.map((c) => [nameKey(c), c]))
    for (const [commodity, r] of Object.entries(REGIONAL_CROP_NAMES)) {
      for (const n of [r.mr, r.te, r.kn, r.bn, ...(r.latin ?? [])].filter(Boolean)) {
        const other = shippedKeys.get(nameKey(n ?? ''))
        expect(other === undefined || other === commodity, `${commodity}: ${n}`).toBe(true)
      }
      // A Marathi name is added after the Hindi ones, so it is never shown as Hindi's.
      const hindi = localCommodityName(commodity, 'hi')
      if (hindi !== null && r.mr && hindi === r.mr)
        expect(COMMODITY_SYNONYMS[commodity]?.indexOf(r.mr), commodity).toBeGreaterThanOrEqual(0)
    }
  })
})
