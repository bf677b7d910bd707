import { describe, expect, it } from 'vitest'
import { nameKey } from '../crops/crop-vocabulary.ts'
import { resolvePlaceText, resolveWithinState, searchDistricts } from './place-resolve.ts'
import {
  DISTRICTS,
  STATES,
  UNMATCHED_NAMES,
  districtOf,
  placeName,
  stateNamed,
  townNamesOf,
} from './places.ts'

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
  // A name in two states: the state named settles it; alone, a big city's name (Aurangabad, now
  // Chhatrapati Sambhajinagar: 1.2 million people) before a smaller district of that name
  ['Aurangabad, Maharashtra', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['Aurangabad, Bihar', ['Bihar', 'Aurangabad']],
  ['Aurangabad', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['Dist. Aurangabad', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['औरंगाबाद', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['औरंगाबाद, बिहार', ['Bihar', 'Aurangabad']],
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
  // Marathi
  ['जिल्हा नाशिक', ['Maharashtra', 'Nashik']],
  ['कोल्हापूर', ['Maharashtra', 'Kolhapur']],
  ['छत्रपती संभाजीनगर', ['Maharashtra', 'Chhatrapati Sambhajinagar']],
  ['गाव ओझर, जिल्हा जळगाव, महाराष्ट्र', ['Maharashtra', 'Jalgaon']],
  ['यवतमाळ', ['Maharashtra', 'Yavatmal']],
  // Telugu
  ['గుంటూరు', ['Andhra Pradesh', 'Guntur']],
  ['విజయవాడ', ['Andhra Pradesh', 'NTR']],
  ['వరంగల్ జిల్లా, తెలంగాణ', ['Telangana', 'Warangal']],
  ['హైదరాబాద్', ['Telangana', 'Hyderabad']],
  // Kannada
  ['ಬೆಂಗಳೂರು', ['Karnataka', 'Bengaluru Urban']],
  ['ಮೈಸೂರು ಜಿಲ್ಲೆ', ['Karnataka', 'Mysuru']],
  ['ಹುಬ್ಬಳ್ಳಿ', ['Karnataka', 'Dharwad']],
  ['ನಾಸಿಕ್', ['Maharashtra', 'Nashik']],
  // Bengali
  ['কলকাতা', ['West Bengal', 'Kolkata']],
  ['উত্তর ২৪ পরগনা', ['West Bengal', 'North 24 Parganas']],
  ['দক্ষিণ 24 পরগনা', ['West Bengal', 'South 24 Parganas']],
  ['আগরতলা', ['Tripura', 'West Tripura']],
  ['বাঁকুড়া জেলা', ['West Bengal', 'Bankura']],
  // A state alone
  ['Kerala', ['Kerala', null]],
  ['తెలంగాణ', ['Telangana', null]],
  ['ಕರ್ನಾಟಕ', ['Karnataka', null]],
  ['পশ্চিমবঙ্গ', ['West Bengal', null]],
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

  it('name every state in the seven languages, each in its script', () => {
    const script = {
      mr: /[\u0900-\u097f]/,
      te: /[\u0c00-\u0c7f]/,
      kn: /[\u0c80-\u0cff]/,
      bn: /[\u0980-\u09ff]/,
    }
    for (const s of STATES) {
      for (const [lang, re] of Object.entries(script)) {
        expect(s[lang as keyof typeof script], `${lang} ${s.en}`).toMatch(re)
        expect(stateNamed(s[lang as keyof typeof script])).toBe(s)
      }
    }
  })

  it("name each language's own states' districts in its script, and every such name is a district", () => {
    expect(UNMATCHED_NAMES).toEqual([])
    const own: Record<'mr' | 'te' | 'kn' | 'bn', [states: string[], script: RegExp]> = {
      mr: [['Maharashtra'], /^[\u0900-\u097f\s-]+$/],
      te: [['Andhra Pradesh', 'Telangana'], /^[\u0c00-\u0c7f\u200c\s.-]+$/],
      kn: [['Karnataka'], /^[\u0c80-\u0cff\s-]+$/],
      bn: [['West Bengal', 'Tripura'], /^[\u0980-\u09ff\s-]+$/],
    }
    for (const [lang, [states, script]] of Object.entries(own) as [
      keyof typeof own,
      (typeof own)[keyof typeof own],
    ][]) {
      const ds = DISTRICTS.filter((d) => states.includes(d.state))
      expect(ds.length).toBeGreaterThan(0)
      for (const d of ds) expect(d[lang], `${lang} ${d.en}`).toMatch(script)
    }
    expect(DISTRICTS.filter((d) => d.state === 'Maharashtra')).toHaveLength(36)
  })

  it('give Marathi the Hindi name where it has none of its own, and English for the rest', () => {
    const lucknow = districtOf('Uttar Pradesh', 'Lucknow')!
    expect(placeName(lucknow, 'mr')).toBe('लखनऊ')
    expect(placeName(lucknow, 'te')).toBe('Lucknow')
    expect(placeName(lucknow, 'bn')).toBe('Lucknow')
    const nashik = districtOf('Maharashtra', 'Nashik')!
    expect(
      [nashik, 'hi', 'mr', 'ta', 'te', 'kn', 'bn', 'en', 'xx']
        .slice(1)
        .map((l) => placeName(nashik, l as string)),
    ).toEqual(['नासिक', 'नाशिक', 'நாசிக்', 'నాసిక్', 'ನಾಸಿಕ್', 'নাসিক', 'Nashik', 'Nashik'])
    // A city's name only: found, but the district is shown in English.
    expect(placeName(districtOf('Maharashtra', 'Mumbai City')!, 'te')).toBe('Mumbai City')
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

  it('gives both districts of a name that two states share, the big city first', () => {
    const states = searchDistricts('aurangabad', 'en').map((c) => c.state)
    expect(states.slice(0, 2)).toEqual(['Maharashtra', 'Bihar'])
  })

  it.each([
    ['नाशि', 'mr', 'नाशिक', 'महाराष्ट्र'],
    ['nash', 'mr', 'नाशिक', 'महाराष्ट्र'],
    ['ನಾಸಿ', 'kn', 'ನಾಸಿಕ್', 'ಮಹಾರಾಷ್ಟ್ರ'],
    ['ಬೆಳಗಾ', 'kn', 'ಬೆಳಗಾವಿ', 'ಕರ್ನಾಟಕ'],
    ['గుంటూ', 'te', 'గుంటూరు', 'ఆంధ్రప్రదేశ్'],
    ['warang', 'te', 'వరంగల్', 'తెలంగాణ'],
    ['হাওড়া', 'bn', 'হাওড়া', 'পশ্চিমবঙ্গ'],
    ['agartala', 'bn', 'পশ্চিম ত্রিপুরা', 'ত্রিপুরা'],
    ['lucknow', 'mr', 'लखनऊ', 'उत्तर प्रदेश'],
    ['lucknow', 'te', 'Lucknow', 'ఉత్తర ప్రదేశ్'],
  ])('type-ahead %s in %s: %s, %s', (q, lang, label, stateLabel) => {
    expect(searchDistricts(q, lang)[0]).toMatchObject({ label, stateLabel })
  })
})

describe('the four scripts round-trip: a district named in a language resolves to itself', () => {
  const SAMPLES: ReadonlyArray<
    [lang: 'mr' | 'te' | 'kn' | 'bn', state: string, district: string, name: string]
  > = [
    ['mr', 'Maharashtra', 'Nashik', 'नाशिक'],
    ['mr', 'Maharashtra', 'Chhatrapati Sambhajinagar', 'छत्रपती संभाजीनगर'],
    ['mr', 'Maharashtra', 'Pune', 'पुणे'],
    ['mr', 'Maharashtra', 'Dhule', 'धुळे'],
    ['te', 'Andhra Pradesh', 'Visakhapatnam', 'విశాఖపట్నం'],
    ['te', 'Andhra Pradesh', 'East Godavari', 'తూర్పు గోదావరి'],
    ['te', 'Telangana', 'Karimnagar', 'కరీంనగర్'],
    ['te', 'Telangana', 'Mahabubnagar', 'మహబూబ్\u200cనగర్'],
    ['kn', 'Karnataka', 'Bengaluru Urban', 'ಬೆಂಗಳೂರು ನಗರ'],
    ['kn', 'Karnataka', 'Belagavi', 'ಬೆಳಗಾವಿ'],
    ['kn', 'Karnataka', 'Dakshina Kannada', 'ದಕ್ಷಿಣ ಕನ್ನಡ'],
    ['bn', 'West Bengal', 'Howrah', 'হাওড়া'],
    ['bn', 'West Bengal', 'Purba Bardhaman', 'পূর্ব বর্ধমান'],
    ['bn', 'Tripura', 'Unakoti', 'ঊনকোটি'],
  ]
  it.each(SAMPLES)('%s %s / %s', (lang, state, district, name) => {
    const d = districtOf(state, district)!
    expect(placeName(d, lang)).toBe(name)
    expect(resolvePlaceText(name)).toEqual({ state, district })
    // Each district of the language's table round-trips too, with its state's name beside it.
    expect(resolvePlaceText(`${name}, ${placeName(stateNamed(state)!, lang)}`)).toEqual({
      state,
      district,
    })
  })

  it('every named district of the four languages resolves to itself', () => {
    for (const d of DISTRICTS) {
      for (const lang of ['mr', 'te', 'kn', 'bn'] as const) {
        if (!d[lang]) continue
        const s = placeName(stateNamed(d.state)!, lang)
        expect(resolvePlaceText(`${d[lang]}, ${s}`), `${lang} ${d[lang]}`).toEqual({
          state: d.state,
          district: d.en,
        })
      }
    }
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
