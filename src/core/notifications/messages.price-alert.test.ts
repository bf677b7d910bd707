import { describe, expect, it } from 'vitest'
import { priceAlertMessage, type PriceAlertData } from './messages.ts'

const DATA: PriceAlertData = {
  crop: 'Onion',
  placeKind: 'market',
  place: 'Lasalgaon',
  condition: 'above',
  pricePaise: 2640,
  date: '2026-03-12',
  thresholdPaise: 2500,
  link: 'https://farmtrek.in/alerts',
  channels: ['sms'],
}

describe('priceAlertMessage', () => {
  it('says in English that the price crossed the line, with the link', () => {
    expect(priceAlertMessage(DATA)).toEqual({
      sms: 'Onion at Lasalgaon: ₹26.40/kg on 12 Mar, above your ₹25. https://farmtrek.in/alerts',
    })
  })

  it.each([
    ['hi', 'Lasalgaon में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।'],
    ['ta', 'Lasalgaon-இல் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.'],
    // The crop in the language's own name, the date and rupees in Latin digits (decision 021).
    ['mr', 'Lasalgaon येथे कांदा: 12 मार्च रोजी ₹26.40/किलो, तुमच्या ₹25 च्या वर.'],
    ['te', 'Lasalgaon లో ఉల్లిపాయ: 12 మార్చి న ₹26.40/కిలో, మీ ₹25 కంటే ఎక్కువ.'],
    ['kn', 'Lasalgaon ನಲ್ಲಿ ಈರುಳ್ಳಿ: 12 ಮಾರ್ಚ್ ರಂದು ₹26.40/ಕೆಜಿ, ನಿಮ್ಮ ₹25 ಗಿಂತ ಹೆಚ್ಚು.'],
    ['bn', 'Lasalgaon-এ পেঁয়াজ: 12 মার্চ তারিখে ₹26.40/কেজি, আপনার ₹25-এর ওপরে।'],
  ] as const)('in %s', (lang, line) => {
    expect(priceAlertMessage(DATA, lang).sms).toBe(`${line} https://farmtrek.in/alerts`)
  })

  it('names all India and a district; an email carries List-Unsubscribe', () => {
    const m = priceAlertMessage({
      ...DATA,
      placeKind: 'india',
      place: '',
      condition: 'below',
      channels: ['email'],
      unsubscribeUrl: 'https://farmtrek.in/api/alerts/unsubscribe?a=1&t=2',
    })
    expect(m.sms).toBeUndefined()
    expect(m.email?.subject).toBe('Price alert: Onion across India')
    expect(m.email?.text.split('\n\n')).toEqual([
      'Onion across India: ₹26.40/kg on 12 Mar, below your ₹25.',
      'Your alerts: https://farmtrek.in/alerts',
      'Stop these emails: https://farmtrek.in/api/alerts/unsubscribe?a=1&t=2',
    ])
    expect(m.email?.listUnsubscribe).toBe('https://farmtrek.in/api/alerts/unsubscribe?a=1&t=2')
    expect(priceAlertMessage({ ...DATA, placeKind: 'district', place: 'Nashik' }).sms).toMatch(
      /^Onion in Nashik district:/,
    )
    expect(priceAlertMessage({ ...DATA, placeKind: 'state', place: 'Maharashtra' }).sms).toMatch(
      /^Onion in Maharashtra:/,
    )
  })

  // The place takes its postposition with it: Hindi puts 'ज़िला' in its oblique form before
  // 'में' ('Nashik ज़िले में', never 'Nashik ज़िला में'); Tamil joins the case ending to the
  // word ('மாவட்டத்தில்', never 'மாவட்டம்-இல்').
  it.each([
    ['hi', 'market', 'Lasalgaon', 'Lasalgaon में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।'],
    ['hi', 'district', 'Nashik', 'Nashik ज़िले में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।'],
    [
      'hi',
      'district',
      'Ahmednagar',
      'Ahmednagar ज़िले में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।',
    ],
    ['hi', 'state', 'Maharashtra', 'Maharashtra में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।'],
    ['hi', 'india', '', 'पूरे भारत में प्याज़: 12 मार्च को ₹26.40/किलो, आपके ₹25 से ऊपर।'],
    [
      'ta',
      'market',
      'Koyambedu',
      'Koyambedu-இல் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.',
    ],
    [
      'ta',
      'district',
      'Dindigul',
      'Dindigul மாவட்டத்தில் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.',
    ],
    [
      'ta',
      'district',
      'Nashik',
      'Nashik மாவட்டத்தில் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.',
    ],
    [
      'ta',
      'state',
      'Tamil Nadu',
      'Tamil Nadu-இல் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.',
    ],
    ['ta', 'india', '', 'இந்தியா முழுவதும் வெங்காயம்: 12 மார்ச் அன்று ₹26.40/கிலோ, உங்கள் ₹25-ஐ விட அதிகம்.'],
  ] as const)(
    'in %s, a %s alert for %j names the place with its postposition',
    (lang, placeKind, place, line) => {
      const m = priceAlertMessage({ ...DATA, placeKind, place, channels: ['sms', 'email'] }, lang)
      expect(m.sms).toBe(`${line} https://farmtrek.in/alerts`)
      expect(m.email?.text.split('\n\n')[0]).toBe(line)
      expect(m.email?.subject).toBe(
        `${lang === 'hi' ? 'भाव अलर्ट' : 'விலை அலர்ட்'}: ${line.slice(0, line.indexOf(':'))}`,
      )
    },
  )

  it('never leaves the nominative before a postposition', () => {
    const district = { ...DATA, placeKind: 'district', place: 'Nashik' } as const
    expect(priceAlertMessage(district, 'hi').sms).not.toContain('ज़िला में')
    expect(priceAlertMessage(district, 'ta').sms).not.toContain('மாவட்டம்-இல்')
    const india = { ...DATA, placeKind: 'india', place: '' } as const
    expect(priceAlertMessage(india, 'hi').sms).not.toContain('पूरा भारत में')
    expect(priceAlertMessage(india, 'ta').sms).not.toContain('இந்தியா-இல்')
  })

  it.each([
    [
      'en',
      'Onion: the forecast says down 9% within 7 days (to ₹24.00/kg by 15 Mar, from ₹26.40/kg on 12 Mar), more than your 8%.',
    ],
    [
      'hi',
      'प्याज़: अनुमान है कि 7 दिनों में भाव 9% नीचे जाएगा (12 मार्च के ₹26.40/किलो से 15 मार्च तक ₹24.00/किलो), आपके 8% से ज़्यादा।',
    ],
    [
      'ta',
      'வெங்காயம்: 7 நாட்களில் விலை 9% குறையும் என முன்கணிப்பு (12 மார்ச் அன்றைய ₹26.40/கிலோ விலையிலிருந்து 15 மார்ச் தேதிக்குள் ₹24.00/கிலோ), உங்கள் 8%-ஐ விட அதிகம்.',
    ],
  ] as const)('a forecast alert in %s', (lang, line) => {
    const m = priceAlertMessage(
      {
        ...DATA,
        placeKind: 'india',
        place: '',
        condition: 'forecastDown',
        thresholdPaise: undefined,
        percent: 8,
        changePct: 9.1,
        forecastPaise: 2400,
        forecastDate: '2026-03-15',
      },
      lang,
    )
    expect(m.sms).toBe(`${line} https://farmtrek.in/alerts`)
  })

  // Rupees by the one money format (Intl's currency, in lakhs), a line's amount without '.00'
  // when whole; the date by the catalogue's ICU date format, read in UTC.
  it.each([
    [
      'en',
      10_000_000,
      2550,
      '2026-12-01',
      'Onion at Lasalgaon: ₹1,00,000.00/kg on 1 Dec, above your ₹25.50.',
    ],
    ['en', 2640, 2500, '2026-09-30', 'Onion at Lasalgaon: ₹26.40/kg on 30 Sept, above your ₹25.'],
    [
      'hi',
      15_000_000,
      2500,
      '2026-01-05',
      'Lasalgaon में प्याज़: 5 जनवरी को ₹1,50,000.00/किलो, आपके ₹25 से ऊपर।',
    ],
  ] as const)(
    'in %s, %i paise, a line of %i on %s',
    (lang, pricePaise, thresholdPaise, date, line) => {
      const m = priceAlertMessage({ ...DATA, pricePaise, thresholdPaise, date }, lang)
      expect(m.sms).toBe(`${line} https://farmtrek.in/alerts`)
    },
  )
})
