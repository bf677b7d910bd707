import { describe, expect, it } from 'vitest'
import { DISTRICT_KEYS, stateNamed } from '../places/places.ts'
import { matchCommodity } from './crop-match.ts'
import { resolveCrop } from './crop-resolve.ts'
import { MORE_COMMODITY_SYNONYMS } from './crop-synonyms-more.ts'
import { COMMODITY_SYNONYMS, localCommodityName, nameKey } from './crop-vocabulary.ts'
import { MORE_REGIONAL_CROP_NAMES } from './regional-crop-names-more.ts'
import { STAPLE_REGIONAL_CROP_NAMES } from './regional-crop-names-staples.ts'
import { REGIONAL_CROP_NAMES } from './regional-crop-names.ts'
import { SHIPPED_COMMODITIES } from './shipped-commodities.ts'

// The shipped commodities that had a name in English only (crop-synonyms-more.ts for Hindi and
// Tamil, regional-crop-names-staples.ts for Marathi, Telugu, Kannada and Bengali).

/** Every name the two tables add, with the commodity it is listed under. */
const NEW_NAMES: ReadonlyArray<[name: string, commodity: string]> = [
  ...Object.entries(MORE_COMMODITY_SYNONYMS).flatMap(([c, names]) =>
    names.map((n): [string, string] => [n, c]),
  ),
  ...Object.entries(STAPLE_REGIONAL_CROP_NAMES).flatMap(([c, r]) =>
    [r.mr, r.te, r.kn, r.bn, ...(r.latin ?? [])]
      .filter((n): n is string => Boolean(n))
      .map((n): [string, string] => [n, c]),
  ),
]

describe('the names of the commodities that had English ones only', () => {
  it.each([
    ['अरंडी', 'Castor Seed'],
    ['arandi', 'Castor Seed'],
    ['ஆமணக்கு', 'Castor Seed'],
    ['एरंडी', 'Castor Seed'],
    ['ఆముదాలు', 'Castor Seed'],
    ['ಹರಳು', 'Castor Seed'],
    ['রেড়ি', 'Castor Seed'],
    ['मसूर', 'Lentil (Masur)(Whole)'],
    ['மசூர்', 'Lentil (Masur)(Whole)'],
    // The dal, typed in full, is the dal (not the whole lentil of its first word).
    ['மசூர் பருப்பு', 'Masur Dal'],
    ['মসুর', 'Lentil (Masur)(Whole)'],
    ['ग्वार', 'Guar'],
    ['सूखी मटर', 'Peas (Dry)'],
    ['परवल', 'Pointed gourd (Parval)'],
    ['পটল', 'Pointed gourd (Parval)'],
    ['जौ', 'Barley (Jau)'],
    ['साबुत धनिया', 'Corriander seed'],
    ['धणे', 'Corriander seed'],
    ['ధనియాలు', 'Corriander seed'],
    ['बासमती धान', 'Paddy (Dhan)(Basmati)'],
    ['नेनुआ', 'Sponge gourd'],
    ['घोसाळे', 'Sponge gourd'],
    ['கோவைக்காய்', 'Little gourd (Kundru)'],
    ['tondli', 'Little gourd (Kundru)'],
    ['अलसी', 'Linseed'],
    ['అవిసెలు', 'Linseed'],
    ['मछली', 'Fish'],
    ['வெந்தயம்', 'Methi Seeds'],
    ['सफेद मटर', 'White Peas'],
    ['सूरजमुखी', 'Sunflower'],
    ['ಸೂರ್ಯಕಾಂತಿ', 'Sunflower'],
    ['हरा प्याज', 'Onion Green'],
    ['ఉల్లికాడలు', 'Onion Green'],
    ['लोबिया', 'Cowpea (Lobia/Karamani)'],
    ['ಅಲಸಂದೆ', 'Cowpea (Lobia/Karamani)'],
    ['सौंफ', 'Soanf'],
    ['মৌরি', 'Soanf'],
    ['गांठ गोभी', 'Knool Khol'],
    ['ওলকপি', 'Knool Khol'],
    ['आंवला', 'Amla (Nelli Kai)'],
    ['ఉసిరికాయ', 'Amla (Nelli Kai)'],
    ['पुदीना', 'Mint (Pudina)'],
    ['ajwain', 'Ajwan'],
    ['vetrilai', 'Betal Leaves'],
    ['কাঁচা হলুদ', 'Turmeric (raw)'],
    ['तारामीरा', 'Taramira'],
    ['ತೊಂಡೆಕಾಯಿ', 'Thondekai'],
    ['মিষ্টি কুমড়া', 'Sweet Pumpkin'],
    ['सीताफल', 'Seetapal'],
  ] as const)('%s is %s', (name, commodity) => {
    expect(matchCommodity(name)).toMatchObject({ ok: true, commodity, via: 'synonym' })
  })

  it.each([
    // The commodities that already had these names keep them.
    ['masoor', 'Masur Dal'],
    ['मसूर दाल', 'Masur Dal'],
    ['मेथी', 'Methi (Leaves)'],
    ['धनिया', 'Coriander (Leaves)'],
    ['ধনে পাতা', 'Coriander (Leaves)'],
    ['ग्वार फली', 'Cluster beans'],
    ['गवार', 'Cluster beans'],
    ['मटर', 'Green Peas'],
    ['पपीता', 'Papaya'],
    ['हल्दी', 'Turmeric'],
    ['কুমড়ো', 'Pumpkin'],
    ['लाल प्याज', 'Onion'],
  ] as const)('%s is still %s', (name, commodity) => {
    expect(matchCommodity(name)).toMatchObject({ ok: true, commodity })
  })

  it.each([
    ['Lentil(Masur)(Whole)', 'hi', 'मसूर'],
    ['Lentil (Masur)(Whole)', 'ta', 'மசூர்'],
    ['Lentil (Masur)(Whole)', 'bn', 'মসুর'],
    ['Castor Seed', 'hi', 'अरंडी'],
    ['Castor Seed', 'ta', 'ஆமணக்கு'],
    ['Castor Seed', 'mr', 'एरंडी'],
    ['Castor Seed', 'te', 'ఆముదాలు'],
    ['Castor Seed', 'kn', 'ಹರಳು'],
    ['Castor Seed', 'bn', 'রেড়ি'],
    ['Guar', 'hi', 'ग्वार'],
    ['Guar', 'mr', null],
    ['Knool Khol', 'ta', 'நூக்கல்'],
    // Bengali and Kannada names only: none is shown as Hindi or Tamil.
    ['Sweet Pumpkin', 'hi', null],
    ['Sweet Pumpkin', 'bn', 'মিষ্টি কুমড়া'],
    ['Thondekai', 'ta', null],
  ] as const)('%s in %s is %s', (commodity, lang, name) => {
    expect(localCommodityName(commodity, lang)).toBe(name)
  })

  it('adds to the table’s own names: English ones first, then the new', () => {
    expect(COMMODITY_SYNONYMS['Lentil (Masur)(Whole)']?.slice(0, 4)).toEqual([
      'lentil',
      'lentils',
      'sabut masoor',
      'मसूर',
    ])
    expect(matchCommodity('lentils')).toMatchObject({ commodity: 'Lentil (Masur)(Whole)' })
  })

  it('keys both tables by commodities of the shipped data, and overwrites no other table', () => {
    const shipped = new Set(SHIPPED_COMMODITIES)
    const keys = [
      ...Object.keys(MORE_COMMODITY_SYNONYMS),
      ...Object.keys(STAPLE_REGIONAL_CROP_NAMES),
    ]
    expect(keys.filter((c) => !shipped.has(c))).toEqual([])
    for (const c of Object.keys(STAPLE_REGIONAL_CROP_NAMES)) {
      expect(MORE_REGIONAL_CROP_NAMES[c], c).toBeUndefined()
      expect(REGIONAL_CROP_NAMES[c], c).toBe(STAPLE_REGIONAL_CROP_NAMES[c])
    }
  })

  it('lists no name under two commodities, and each finds its own', () => {
    const owners = new Map<string, Set<string>>()
    for (const [commodity, names] of Object.entries(COMMODITY_SYNONYMS))
      for (const n of names)
        owners.set(nameKey(n), (owners.get(nameKey(n)) ?? new Set()).add(commodity))
    for (const [name, commodity] of NEW_NAMES) {
      expect([...(owners.get(nameKey(name)) ?? [])], name).toEqual([commodity])
      expect(matchCommodity(name), name).toMatchObject({ ok: true, commodity, via: 'synonym' })
    }
    expect(NEW_NAMES.length).toBeGreaterThan(300)
  })

  it('has no Latin spelling shorter than five letters, and no place’s name', () => {
    for (const [name] of NEW_NAMES) {
      const key = nameKey(name)
      if (/^[a-z]+$/.test(key)) expect(key.length, name).toBeGreaterThanOrEqual(5)
      expect(DISTRICT_KEYS.has(key), name).toBe(false)
      expect(stateNamed(name), name).toBeUndefined()
    }
  })

  it('shows a Hindi name as Hindi, never the Marathi one, where it has both', () => {
    for (const [commodity, r] of Object.entries(STAPLE_REGIONAL_CROP_NAMES)) {
      const hindi = localCommodityName(commodity, 'hi')
      if (r.mr) expect(MORE_COMMODITY_SYNONYMS[commodity], commodity).toContain(hindi)
    }
  })

  it.each([['Indore'], ['Madurai'], ['Hosur'], ['हावड़ा'], ['Kulgam'], ['Gondal'], ['Pauri']])(
    'takes the place %s for no crop',
    (place) => {
      expect(resolveCrop(place)).toBeNull()
    },
  )
})
