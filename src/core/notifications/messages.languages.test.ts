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

// Notifications in the user's language. The English texts are the product's own wording.
const person = { name: 'Asha', email: 'asha@example.in' }

describe.each<[Language, Record<string, string>]>([
  [
    'en',
    {
      registrationSms: 'Hi Asha, registration successful! Welcome to the market.',
      loginSms:
        'Hi Asha, your FarmTrek account was logged in to from a new device. If this was not you, change your password.',
      welcomeSubject: 'Welcome to FarmTrek: registration successful',
      welcomeFirst: 'Hi Asha, your FarmTrek registration with asha@example.in was successful.',
      loginSubject: 'New login to your FarmTrek account',
      loginFirst:
        'Hi Asha, your FarmTrek account asha@example.in was logged in to from a new device.',
      inTransit: 'Hi Asha, your FarmTrek order of Onion is now In Transit (MH-12-AB-4321).',
      delivered: 'Hi Asha, your FarmTrek order of Onion is now Delivered.',
    },
  ],
  [
    'hi',
    {
      registrationSms: 'नमस्ते Asha, आपका रजिस्ट्रेशन सफल रहा! बाज़ार में आपका स्वागत है।',
      loginSms:
        'नमस्ते Asha, आपके FarmTrek खाते में एक नए डिवाइस से लॉग इन किया गया। अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।',
      welcomeSubject: 'FarmTrek में आपका स्वागत है: रजिस्ट्रेशन सफल',
      welcomeFirst: 'नमस्ते Asha, asha@example.in के साथ आपका FarmTrek रजिस्ट्रेशन सफल रहा।',
      loginSubject: 'आपके FarmTrek खाते में नया लॉग इन',
      loginFirst: 'नमस्ते Asha, आपके FarmTrek खाते asha@example.in में एक नए डिवाइस से लॉग इन किया गया।',
      inTransit: 'नमस्ते Asha, FarmTrek पर Onion का आपका ऑर्डर अब रास्ते में (MH-12-AB-4321) है।',
      delivered: 'नमस्ते Asha, FarmTrek पर Onion का आपका ऑर्डर अब पहुँचा दिया गया है।',
    },
  ],
  [
    'ta',
    {
      registrationSms: 'வணக்கம் Asha, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம்.',
      loginSms:
        'வணக்கம் Asha, உங்கள் FarmTrek கணக்கில் ஒரு புதிய சாதனத்திலிருந்து உள்நுழைவு நடந்துள்ளது. இது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.',
      welcomeSubject: 'FarmTrek-க்கு வரவேற்கிறோம்: பதிவு வெற்றி',
      welcomeFirst: 'வணக்கம் Asha, asha@example.in மூலம் உங்கள் FarmTrek பதிவு வெற்றிகரமாக முடிந்தது.',
      loginSubject: 'உங்கள் FarmTrek கணக்கில் புதிய உள்நுழைவு',
      loginFirst:
        'வணக்கம் Asha, உங்கள் FarmTrek கணக்கில் (asha@example.in) ஒரு புதிய சாதனத்திலிருந்து உள்நுழைவு நடந்துள்ளது.',
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
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta', 'mr', 'te', 'kn', 'bn'])
  })
})
