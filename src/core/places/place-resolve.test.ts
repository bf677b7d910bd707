import { describe, expect, it } from 'vitest'
import { nameKey } from '../crops/crop-vocabulary.ts'
import { resolvePlaceText, resolveWithinState, searchDistricts } from './place-resolve.ts'
import { DISTRICTS, STATES, districtOf, stateNamed, townNamesOf } from './places.ts'

/** Places as people type them, and the district and state each is. */
const TYPED: ReadonlyArray<
  [typed: string, place: [state: string, district: string | null] | null]
> = [
  // English, any case, old names, towns
  ['Nashik', ['Maharashtra', 'Nashik']],
  ['nasik', ['Maharashtra', 'Nashik']],
  ['NASHIK DISTRICT', ['Maharashtra', 'Nashik']],
  ['Dist. Nashik', ['Maharashtra', 'Nashik']],
  ['Village Ozar, Tq. Niphad, Dist. Nashik', ['Maharashtra', 'Nashik']],
  ['Chennai', ['Tamil Nadu', 'Chennai']],
  ['Madras', ['Tamil Nadu', 'Chennai']],
  ['Bombay', ['Maharashtra', 'Mumbai City']],
  ['Mumbai', ['Maharashtra', 'Mumbai City']],
  ['Bangalore', ['Karnataka', 'Bengaluru Urban']],
  ['Bengaluru Rural', ['Karnataka', 'Bengaluru Rural']],
  ['Gurgaon', ['Haryana', 'Gurugram']],
  ['Calcutta', ['West Bengal', 'Kolkata']],
  ['Poona', ['Maharashtra', 'Pune']],
  ['Pune, Maharashtra', ['Maharashtra', 'Pune']],
  ['Kondhwa, Pune', ['Maharashtra', 'Pune']],
  ['Allahabad', ['Uttar Pradesh', 'Prayagraj']],
  ['Trichy', ['Tamil Nadu', 'Tiruchirappalli']],
  ['Coimbatore, TN', ['Tamil Nadu', 'Coimbatore']],
  ['New Delhi', ['Delhi', 'New Delhi']],
  ['Kanpur Dehat', ['Uttar Pradesh', 'Kanpur Dehat']],
  // A name in two states: the state named settles it; alone, a district's own name first
  ['Aurangabad, Maharashtra', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['Aurangabad, Bihar', ['Bihar', 'Aurangabad']],
  ['Aurangabad', ['Bihar', 'Aurangabad']],
  ['Bilaspur, Chhattisgarh', ['Chhattisgarh', 'Bilaspur']],
  ['Hamirpur (HP), Himachal Pradesh', ['Himachal Pradesh', 'Hamirpur']],
  // Near spellings
  ['Sholapur', ['Maharashtra', 'Solapur']],
  ['Nashk', ['Maharashtra', 'Nashik']],
  ['Tirunelvelli', ['Tamil Nadu', 'Tirunelveli']],
  // Hindi in Devanagari
  ['नासिक', ['Maharashtra', 'Nashik']],
  ['नाशिक', ['Maharashtra', 'Nashik']],
  ['जिला पुणे, महाराष्ट्र', ['Maharashtra', 'Pune']],
  ['लखनऊ', ['Uttar Pradesh', 'Lucknow']],
  ['वाराणसी', ['Uttar Pradesh', 'Varanasi']],
  ['गांव रामपुर, जिला इंदौर', ['Madhya Pradesh', 'Indore']],
  // Tamil
  ['சென்னை', ['Tamil Nadu', 'Chennai']],
  ['மதுரை மாவட்டம்', ['Tamil Nadu', 'Madurai']],
  ['கோயம்புத்தூர்', ['Tamil Nadu', 'Coimbatore']],
  ['நாசிக்', ['Maharashtra', 'Nashik']],
  // A state alone
  ['Kerala', ['Kerala', null]],
  ['तमिलनाडु', ['Tamil Nadu', null]],
  // Nothing
  ['', null],
  ['asdfgh qwerty', null],
  ['12345', null],
  ['my farm', null],
]

describe('resolvePlaceText', () => {
  it.each(TYPED)('%s', (typed, place) => {
    expect(resolvePlaceText(typed)).toEqual(place ? { state: place[0], district: place[1] } : null)
  })
})

describe('resolveWithinState (the price data’s spellings)', () => {
  it.each([
    ['Maharashtra', 'Dharashiv(Usmanabad)', 'Dharashiv'],
    ['Maharashtra', 'Chattrapati Sambhajinagar', 'Chhatrapati Sambhajinagar'],
    ['Maharashtra', 'Amarawati', 'Amravati'],
    ['Chattisgarh', 'Koria', 'Koriya'],
    ['Uttrakhand', 'Nanital', 'Nainital'],
    ['Tamil Nadu', 'Thirupur', 'Tiruppur'],
    ['Tamil Nadu', 'Nagercoil (Kannyiakumari)', 'Kanniyakumari'],
    ['Bihar', 'Kaithar', 'Katihar'],
    ['Pondicherry', 'Pondicherry', 'Puducherry'],
    ['NCT of Delhi', 'Delhi', 'Central Delhi'],
    ['Karnataka', 'Kalburgi', 'Kalaburagi'],
  ])('%s / %s', (state, district, want) => {
    expect(resolveWithinState(state, district)?.district).toBe(want)
  })

  it('a district of another state is not taken', () => {
    expect(resolveWithinState('Kerala', 'Nashik')).toBeNull()
  })
})

describe('the tables', () => {
  it('hold every state and union territory, and about 780 districts, each named in three scripts', () => {
    expect(STATES).toHaveLength(36)
    expect(DISTRICTS.length).toBeGreaterThan(760)
    for (const d of DISTRICTS) {
      expect(d.hi, d.en).toMatch(/[\u0900-\u097f]/)
      expect(d.ta, d.en).toMatch(/[\u0b80-\u0bff]/)
      expect(districtOf(d.state, d.en)).toBe(d)
      expect(stateNamed(d.state)?.en).toBe(d.state)
    }
  })

  it('name no district twice in one state', () => {
    const seen = new Set<string>()
    for (const d of DISTRICTS) {
      const k = `${d.state}/${nameKey(d.en)}`
      expect(seen.has(k), k).toBe(false)
      seen.add(k)
    }
  })
})

describe('searchDistricts', () => {
  it('puts names starting with what was typed first, labelled in the language asked for', () => {
    const hits = searchDistricts('nash', 'hi')
    expect(hits[0]).toEqual({
      state: 'Maharashtra',
      district: 'Nashik',
      label: 'नासिक',
      stateLabel: 'महाराष्ट्र',
    })
  })

  it('finds by any script and by an old name', () => {
    expect(searchDistricts('சென்', 'ta')[0]?.district).toBe('Chennai')
    expect(searchDistricts('नासि', 'en')[0]?.district).toBe('Nashik')
    expect(searchDistricts('bomb', 'en')[0]?.district).toBe('Mumbai City')
  })

  it('finds a near spelling, and nothing for nothing', () => {
    expect(searchDistricts('nasjik', 'en').map((c) => c.district)).toContain('Nashik')
    expect(searchDistricts('  ', 'en')).toEqual([])
  })

  it('gives both districts of a name that two states share, with their states', () => {
    const states = searchDistricts('aurangabad', 'en').map((c) => c.state)
    expect(states).toEqual(expect.arrayContaining(['Bihar', 'Maharashtra']))
  })
})

describe('townNamesOf (for the weather service)', () => {
  it.each([
    ['Chhatrapati Sambhajinagar', 'Aurangabad'],
    ['Bengaluru Urban', 'Bengaluru'],
    ['East Godavari', 'Godavari'],
    ['Mumbai City', 'Mumbai'],
  ])('%s → %s among them', (district, town) => {
    expect(townNamesOf(district)).toContain(town)
  })

  it('gives nothing for a name that is no district', () => {
    expect(townNamesOf('Atlantis')).toEqual([])
  })
})
