import { describe, expect, it } from 'vitest'
import { districtLabel, placeLabel, stateLabel } from './place-label.ts'
import { PlaceNamesSchema } from './places.contract.ts'
import { placeNamesIn } from './places.ts'

describe('placeNamesIn (GET /api/places/names)', () => {
  it('names only what differs from English, in the shape the API sends', () => {
    const te = placeNamesIn('te')
    expect(PlaceNamesSchema.parse(te)).toEqual(te)
    expect(te.states['Telangana']).toBe('తెలంగాణ')
    expect(te.districts['Telangana']?.['Warangal']).toBe('వరంగల్')
    // Telugu has no name of its own for Lucknow: shown in English, so not sent.
    expect(te.districts['Uttar Pradesh']).toBeUndefined()
    // Marathi falls back to the Hindi (Devanagari) name.
    expect(placeNamesIn('mr').districts['Uttar Pradesh']?.['Lucknow']).toBe('लखनऊ')
    expect(placeNamesIn('en')).toEqual({ lang: 'en', states: {}, districts: {} })
    expect(placeNamesIn('xx')).toEqual({ lang: 'en', states: {}, districts: {} })
  })

  it('stays small enough to fetch once a language', () => {
    for (const lang of ['hi', 'ta', 'mr', 'te', 'kn', 'bn']) {
      expect(JSON.stringify(placeNamesIn(lang)).length, lang).toBeLessThan(60_000)
    }
  })
})

describe('placeLabel', () => {
  it.each([
    ['hi', 'Ozar, Nashik, Maharashtra', 'Ozar, नासिक, महाराष्ट्र'],
    ['mr', 'Ozar, Nashik, Maharashtra', 'Ozar, नाशिक, महाराष्ट्र'],
    ['ta', 'Chennai, Tamil Nadu', 'சென்னை, தமிழ்நாடு'],
    ['te', 'Hanumakonda, Telangana', 'హనుమకొండ, తెలంగాణ'],
    ['kn', 'Hunsur, Mysuru, Karnataka', 'Hunsur, ಮೈಸೂರು, ಕರ್ನಾಟಕ'],
    ['bn', 'Howrah, West Bengal', 'হাওড়া, পশ্চিমবঙ্গ'],
    // Another state's district in Telugu, Kannada or Bengali: English, the state translated.
    ['bn', 'Lucknow, Uttar Pradesh', 'Lucknow, উত্তরপ্রদেশ'],
    // A text typed before places were resolved: what is a name is translated, the rest kept.
    ['mr', 'kondhwa, pune', 'kondhwa, पुणे'],
    ['hi', 'my farm near the river', 'my farm near the river'],
    // A name two states share: the state in the text settles it.
    ['hi', 'Aurangabad, Bihar', 'औरंगाबाद, बिहार'],
    ['hi', 'Chhatrapati Sambhajinagar, Maharashtra', 'छत्रपति संभाजीनगर, महाराष्ट्र'],
    ['en', 'Ozar, Nashik, Maharashtra', 'Ozar, Nashik, Maharashtra'],
  ])('%s: %s → %s', (lang, text, want) => {
    expect(placeLabel(placeNamesIn(lang), text)).toBe(want)
  })

  it('leaves the text as it is without names (English, or before they load)', () => {
    expect(placeLabel(null, 'Ozar, Nashik, Maharashtra')).toBe('Ozar, Nashik, Maharashtra')
    expect(placeLabel(placeNamesIn('hi'), '')).toBe('')
  })

  it('names a district and a state on their own', () => {
    const kn = placeNamesIn('kn')
    expect(districtLabel(kn, 'Belagavi', 'Karnataka')).toBe('ಬೆಳಗಾವಿ')
    expect(districtLabel(kn, 'Belagavi')).toBe('ಬೆಳಗಾವಿ')
    expect(districtLabel(kn, 'Nowhere', 'Karnataka')).toBe('Nowhere')
    expect(stateLabel(kn, 'Goa')).toBe('ಗೋವಾ')
    expect(stateLabel(null, 'Goa')).toBe('Goa')
    const hi = placeNamesIn('hi')
    expect(districtLabel(hi, 'Bilaspur', 'Himachal Pradesh')).toBe(
      hi.districts['Himachal Pradesh']?.['Bilaspur'],
    )
  })
})
