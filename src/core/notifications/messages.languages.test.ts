import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../i18n/languages.ts'
import {
  loginEmail,
  loginSms,
  messageLanguage,
  orderStatusSms,
  registrationSms,
  renderMessage,
  renderMessagePayload,
  welcomeEmail,
} from './messages.ts'

// Issue 11: notifications in the user's language. English keeps the spec's words.
const person = { name: 'Asha', email: 'asha@example.in' }

describe.each<[Language, Record<string, string>]>([
  [
    'en',
    {
      registrationSms: 'Hi Asha, registration successful! Welcome to the market.',
      loginSms: 'Hi Asha, you have logged in to FarmTrek.',
      welcomeSubject: 'Welcome to FarmTrek: registration successful',
      welcomeFirst: 'Hi Asha, your FarmTrek registration with asha@example.in was successful.',
      loginSubject: 'You have logged in to FarmTrek',
      loginFirst: 'Hi Asha, you have logged in to FarmTrek with asha@example.in.',
      inTransit: 'Hi Asha, your FarmTrek order of Onion is now In Transit (MH-12-AB-4321).',
      delivered: 'Hi Asha, your FarmTrek order of Onion is now Delivered.',
    },
  ],
  [
    'hi',
    {
      registrationSms: 'नमस्ते Asha, आपका रजिस्ट्रेशन सफल रहा! बाज़ार में आपका स्वागत है।',
      loginSms: 'नमस्ते Asha, आपने FarmTrek में लॉग इन किया है।',
      welcomeSubject: 'FarmTrek में आपका स्वागत है: रजिस्ट्रेशन सफल',
      welcomeFirst: 'नमस्ते Asha, asha@example.in के साथ आपका FarmTrek रजिस्ट्रेशन सफल रहा।',
      loginSubject: 'आपने FarmTrek में लॉग इन किया है',
      loginFirst: 'नमस्ते Asha, आपने asha@example.in से FarmTrek में लॉग इन किया है।',
      inTransit: 'नमस्ते Asha, FarmTrek पर Onion का आपका ऑर्डर अब रास्ते में (MH-12-AB-4321) है।',
      delivered: 'नमस्ते Asha, FarmTrek पर Onion का आपका ऑर्डर अब पहुँचा दिया गया है।',
    },
  ],
  [
    'ta',
    {
      registrationSms: 'வணக்கம் Asha, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம்.',
      loginSms: 'வணக்கம் Asha, நீங்கள் FarmTrek-இல் உள்நுழைந்துள்ளீர்கள்.',
      welcomeSubject: 'FarmTrek-க்கு வரவேற்கிறோம்: பதிவு வெற்றி',
      welcomeFirst: 'வணக்கம் Asha, asha@example.in மூலம் உங்கள் FarmTrek பதிவு வெற்றிகரமாக முடிந்தது.',
      loginSubject: 'நீங்கள் FarmTrek-இல் உள்நுழைந்துள்ளீர்கள்',
      loginFirst: 'வணக்கம் Asha, asha@example.in மூலம் நீங்கள் FarmTrek-இல் உள்நுழைந்துள்ளீர்கள்.',
      inTransit: 'வணக்கம் Asha, உங்கள் FarmTrek Onion ஆர்டர் இப்போது போக்குவரத்தில் (MH-12-AB-4321).',
      delivered: 'வணக்கம் Asha, உங்கள் FarmTrek Onion ஆர்டர் இப்போது வழங்கப்பட்டது.',
    },
  ],
])('messages in %s', (lang, expected) => {
  it('registration SMS', () => {
    expect(registrationSms('Asha', lang).sms).toBe(expected.registrationSms)
  })

  it('login SMS', () => {
    expect(loginSms('Asha', lang).sms).toBe(expected.loginSms)
  })

  it('welcome email: subject, text and escaped HTML', () => {
    const email = welcomeEmail(person, lang)
    expect(email.subject).toBe(expected.welcomeSubject)
    expect(email.text.split('\n\n')[0]).toBe(expected.welcomeFirst)
    expect(email.text.split('\n\n')).toHaveLength(2)
    expect(email.html).toContain(`<p>${expected.welcomeFirst}</p>`)
    expect(welcomeEmail({ name: '<b>', email: 'x@y.in' }, lang).html).toContain('&lt;b&gt;')
  })

  it('login email', () => {
    const email = loginEmail(person, lang)
    expect(email.subject).toBe(expected.loginSubject)
    expect(email.text.split('\n\n')[0]).toBe(expected.loginFirst)
  })

  it('order status SMS names the status in the language, with the transport', () => {
    expect(
      orderStatusSms(
        { name: 'Asha', crop: 'Onion', status: 'In Transit', transport: 'MH-12-AB-4321' },
        lang,
      ).sms,
    ).toBe(expected.inTransit)
    expect(orderStatusSms({ name: 'Asha', crop: 'Onion', status: 'Delivered' }, lang).sms).toBe(
      expected.delivered,
    )
  })

  it('renderMessage and renderMessagePayload write in the language', () => {
    const message = renderMessage('registration', person, lang)
    expect(message.sms).toBe(expected.registrationSms)
    expect(message.email).toEqual(welcomeEmail(person, lang))
    expect(renderMessagePayload('login', person, lang)).toEqual({
      ok: true,
      kind: 'login',
      message: { sms: expected.loginSms, email: loginEmail(person, lang) },
    })
  })
})

describe('messageLanguage', () => {
  it.each([
    ['en', 'en'],
    ['hi', 'hi'],
    ['ta', 'ta'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(messageLanguage(input)).toBe(expected)
  })

  it('English is the default of every template', () => {
    expect(renderMessage('login', person)).toEqual(renderMessage('login', person, 'en'))
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta'])
  })
})
