import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Language } from '#core/i18n/languages.ts'
import bn from '#core/i18n/locales/bn.json'
import hi from '#core/i18n/locales/hi.json'
import kn from '#core/i18n/locales/kn.json'
import mr from '#core/i18n/locales/mr.json'
import ta from '#core/i18n/locales/ta.json'
import te from '#core/i18n/locales/te.json'
import {
  I18nProvider,
  loadCatalogue,
  translate,
  translateMessage,
  useI18n,
  type CodedMessage,
} from './i18n.tsx'

describe('translate (English keys, ICU messages)', () => {
  it.each<[string, Record<string, string | number> | undefined, string]>([
    ['Page {page} of {count}', { page: 2, count: 5 }, 'Page 2 of 5'],
    ['Welcome, {name}!', { name: 'Asha' }, 'Welcome, Asha!'],
    ['{missing} stays', {}, '{missing} stays'],
    ['No vars', undefined, 'No vars'],
    // A number in a plain placeholder is written as it is (a year, an order number).
    ['© {year} FarmTrek', { year: 2026 }, '© 2026 FarmTrek'],
    // Quotes around a placeholder: en.json holds the ICU form of the key.
    ["No prices match '{q}'.", { q: 'okra' }, "No prices match 'okra'."],
    ['{count, plural, one {# kg left} other {# kg left}}', { count: 150000 }, '1,50,000 kg left'],
  ])('%j', (text, vars, expected) => {
    expect(translate('en', text, vars)).toBe(expected)
  })
})

describe('translateMessage (API errors arrive as codes with params)', () => {
  beforeAll(async () => {
    await loadCatalogue('hi')
    await loadCatalogue('ta')
  })

  it.each<[string, Language, string | CodedMessage, string]>([
    [
      'a code without params',
      'hi',
      { code: 'auth.bad_credentials', message: 'Incorrect email or password.' },
      'ईमेल या पासवर्ड ग़लत है।',
    ],
    [
      'a code with params, the crop name translated too, the plural form chosen',
      'hi',
      {
        code: 'order.too_little_left',
        params: { left: 1, name: 'Onion', kg: 3 },
        message: 'ignored when the code is known',
      },
      'प्याज केवल 1 किलो बचा है; आपके कार्ट में 3 किलो है। मात्रा घटाकर फिर से कोशिश करें।',
    ],
    [
      // A status is not a place: no postposition after it ('पहुँचा दिया गया में' was ungrammatical).
      'a step refused, the statuses quoted as the Mark buttons say them',
      'hi',
      {
        code: 'supply_chain.wrong_step',
        params: { from: 'In Transit', allowed: 'Delivered', to: 'Pending' },
        message: '',
      },
      "'रास्ते में' ऑर्डर को केवल 'पहुँचा दिया गया' किया जा सकता है, 'लंबित' नहीं।",
    ],
    [
      'a finished order',
      'hi',
      {
        code: 'supply_chain.finished',
        params: { from: 'Delivered', to: 'In Transit' },
        message: '',
      },
      "यह ऑर्डर पहले से 'पहुँचा दिया गया' है; इसे 'रास्ते में' नहीं किया जा सकता।",
    ],
    [
      'a code in Tamil',
      'ta',
      { code: 'rate_limited', params: { seconds: 30 }, message: '' },
      'அதிகமான கோரிக்கைகள். 30 விநாடிகளில் மீண்டும் முயலவும்.',
    ],
    [
      "a validation error: the schema's own text",
      'hi',
      { code: 'invalid_input', params: { text: 'Please fill in all fields.' }, message: '' },
      hi['Please fill in all fields.'],
    ],
    [
      'an unknown code shows its English message',
      'hi',
      { code: 'from.the.future', message: 'Something new broke.' },
      'Something new broke.',
    ],
    ['a plain string that is a key', 'hi', 'Incorrect email or password.', 'ईमेल या पासवर्ड ग़लत है।'],
    ['an unknown string stays English', 'hi', 'Something new broke.', 'Something new broke.'],
  ])('%s', (_what, language, message, expected) => {
    expect(translateMessage(language, message)).toBe(expected)
  })

  it('chooses the plural form of an error by ICU, in English too', () => {
    const wait = (seconds: number) =>
      translateMessage('en', { code: 'rate_limited', params: { seconds }, message: '' })
    expect(wait(1)).toBe('Too many requests. Please try again in 1 second.')
    expect(wait(30)).toBe('Too many requests. Please try again in 30 seconds.')
  })

  it('words a Tamil and a Hindi plural by their own rules', () => {
    const cart = '{count, plural, one {Cart, # item} other {Cart, # items}}'
    expect(translate('ta', cart, { count: 1 })).toBe('கூடை, 1 பொருள்')
    expect(translate('ta', cart, { count: 3 })).toBe('கூடை, 3 பொருட்கள்')
    expect(translate('en', cart, { count: 0 })).toBe('Cart, 0 items')
    // Hindi's 'one' is 0 and 1 (CLDR).
    expect(translate('hi', cart, { count: 0 })).toBe('कार्ट, 0 चीज़')
    expect(translate('hi', cart, { count: 2 })).toBe('कार्ट, 2 चीज़ें')
  })

  it('English (no catalogue) fills the English text', () => {
    expect(
      translateMessage('en', {
        code: 'order.sold_out',
        params: { name: 'Okra' },
        message: 'Okra is sold out. Remove it from your cart to place the order.',
      }),
    ).toBe('Okra is sold out. Remove it from your cart to place the order.')
  })
})

function Probe() {
  const { t, tm, lang, locale, setLang } = useI18n()
  return (
    <div>
      <p>{t('Welcome to FarmTrek')}</p>
      <p>{t('Welcome, {name}!', { name: 'Asha' })}</p>
      <p>{tm('Please log in to continue.')}</p>
      <p data-testid="where">{`${lang} ${locale}`}</p>
      <button type="button" onClick={() => setLang('ta')}>
        ta
      </button>
    </div>
  )
}

describe('I18nProvider', () => {
  beforeEach(() => localStorage.clear())

  it('is English by default, with <html lang="en-IN">', () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    )
    expect(screen.getByText('Welcome to FarmTrek')).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('en en-IN')
    expect(document.documentElement.lang).toBe('en-IN')
  })

  it('starts in the language stored in the browser and loads its catalogue', async () => {
    localStorage.setItem('lang', 'hi')
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    )
    expect(await screen.findByText('FarmTrek में आपका स्वागत है')).toBeInTheDocument()
    expect(screen.getByText('स्वागत है, Asha!')).toBeInTheDocument()
    expect(screen.getByText('आगे बढ़ने के लिए कृपया लॉग इन करें।')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi-IN')
  })

  describe("a first visit takes the browser's language", () => {
    const browserLanguages = (tags: string[] | undefined) =>
      Object.defineProperty(navigator, 'languages', { value: tags, configurable: true })
    beforeEach(() => browserLanguages(['en-US', 'en']))

    it.each([
      [['mr-IN', 'en'], 'मराठी', 'FarmTrek मध्ये आपले स्वागत आहे', 'mr-IN', 'mr mr-IN-u-nu-latn'],
      [['bn-IN'], 'বাংলা', 'FarmTrek-এ আপনাকে স্বাগত', 'bn-IN', 'bn bn-IN-u-nu-latn'],
      [['fr-FR', 'te'], 'తెలుగు', te['Welcome to FarmTrek'], 'te-IN', 'te te-IN'],
      [['kn-IN'], 'ಕನ್ನಡ', kn['Welcome to FarmTrek'], 'kn-IN', 'kn kn-IN'],
    ])('%j → %s', async (tags, _name, welcome, pageLang, where) => {
      browserLanguages(tags)
      render(
        <I18nProvider>
          <Probe />
        </I18nProvider>,
      )
      expect(await screen.findByText(welcome)).toBeInTheDocument()
      expect(document.documentElement.lang).toBe(pageLang)
      expect(screen.getByTestId('where')).toHaveTextContent(where)
      // Nothing is stored until the person chooses: the account's language can still win.
      expect(localStorage.getItem('lang')).toBeNull()
    })

    it('a choice stored in this browser wins over the browser languages', async () => {
      browserLanguages(['bn-IN'])
      localStorage.setItem('lang', 'ta')
      render(
        <I18nProvider>
          <Probe />
        </I18nProvider>,
      )
      expect(await screen.findByText('FarmTrek-க்கு வரவேற்கிறோம்')).toBeInTheDocument()
    })

    it('a browser in none of our languages gets English', () => {
      browserLanguages(['fr-FR', 'de'])
      render(
        <I18nProvider>
          <Probe />
        </I18nProvider>,
      )
      expect(screen.getByText('Welcome to FarmTrek')).toBeInTheDocument()
      expect(document.documentElement.lang).toBe('en-IN')
    })
  })

  it('switching remembers the choice and re-renders in the new language', async () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    )
    act(() => screen.getByRole('button', { name: 'ta' }).click())
    expect(await screen.findByText('FarmTrek-க்கு வரவேற்கிறோம்')).toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('ta')
    await waitFor(() => expect(document.documentElement.lang).toBe('ta-IN'))
    expect(screen.getByTestId('where')).toHaveTextContent('ta ta-IN')
  })
})

describe("each language's texts are in its own script", () => {
  // A page loads the Noto subset of its own language only, so a device without Indian fonts
  // would show another script's letters as boxes.
  const DEVANAGARI = /[\u0900-\u097F]/
  const TAMIL = /[\u0B80-\u0BFF]/
  it('English texts (the keys, every one of which is in each catalogue) have neither', () => {
    expect(Object.keys(hi).filter((k) => DEVANAGARI.test(k) || TAMIL.test(k))).toEqual([])
  })
  it('Hindi has no Tamil letters, and Tamil no Devanagari', () => {
    expect(Object.values(hi).filter((v) => TAMIL.test(v))).toEqual([])
    expect(Object.values(ta).filter((v) => DEVANAGARI.test(v))).toEqual([])
  })
  it('Marathi, Telugu, Kannada and Bengali have no letters of another Indian script', () => {
    const INDIAN = /[\u0900-\u0DFF]/g
    const own = {
      mr: /[\u0900-\u097F]/,
      te: /[\u0C00-\u0C7F]/,
      kn: /[\u0C80-\u0CFF]/,
      bn: /[\u0980-\u09FF]/,
    }
    for (const [lang, catalogue] of Object.entries({ mr, te, kn, bn })) {
      const script = own[lang as keyof typeof own]
      const foreign = Object.values(catalogue).filter((v) =>
        (v.match(INDIAN) ?? []).some(
          (ch) => !script.test(ch) && ch !== '\u0964' && ch !== '\u0965',
        ),
      )
      expect(foreign, lang).toEqual([])
    }
  })
})
