import { act, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import hi from './hi.ts'
import { I18nProvider, interpolate, translateMessage, useI18n, type Catalogue } from './i18n.tsx'
import ta from './ta.ts'

describe('interpolate', () => {
  it.each([
    ['Page {page} of {count}', { page: 2, count: 5 }, 'Page 2 of 5'],
    ['Welcome, {name}!', { name: 'Asha' }, 'Welcome, Asha!'],
    ['{missing} stays', {}, '{missing} stays'],
    ['No vars', undefined, 'No vars'],
  ])('%j', (text, vars, expected) => {
    expect(interpolate(text, vars)).toBe(expected)
  })
})

describe('translateMessage (server messages arrive in English)', () => {
  it.each<[string, Catalogue, string, string]>([
    ['an exact key', hi, 'Incorrect email or password.', 'ईमेल या पासवर्ड ग़लत है।'],
    [
      'a pattern, with the crop name translated too',
      hi,
      'Only 1 kg of Onion is left; your cart asks for 3 kg. Lower the quantity and try again.',
      'प्याज केवल 1 किलो बचा है; आपके कार्ट में 3 किलो है। मात्रा घटाकर फिर से कोशिश करें।',
    ],
    [
      'a pattern in Tamil',
      ta,
      'Too many requests. Please try again in 30 seconds.',
      'அதிகமான கோரிக்கைகள். 30 விநாடிகளில் மீண்டும் முயலவும்.',
    ],
    ['an unknown message stays English', hi, 'Something new broke.', 'Something new broke.'],
  ])('%s', (_what, catalogue, message, expected) => {
    expect(translateMessage(catalogue, message)).toBe(expected)
  })

  it('English (no catalogue) passes messages through', () => {
    expect(translateMessage(null, 'Incorrect email or password.')).toBe(
      'Incorrect email or password.',
    )
  })

  it('a key made only of placeholders and short words never swallows a message', () => {
    expect(translateMessage({ '{n} kg': '{n} किलो' }, 'Server down kg')).toBe('Server down kg')
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
