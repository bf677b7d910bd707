import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../text/escape-html.ts'
import {
  isMessageKind,
  loginEmail,
  loginSms,
  MESSAGE_DATA_SCHEMAS,
  MESSAGE_KINDS,
  orderStatusSms,
  registrationSms,
  renderMessage,
  renderMessagePayload,
  welcomeEmail,
  withIndiaPrefix,
} from './messages.ts'

describe('withIndiaPrefix', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    [' +919876543210 ', '+919876543210'],
    // the rule is literal: anything not starting with +91 gets +91 in front
    ['919876543210', '+91919876543210'],
  ])('%j → %s', (input, expected) => {
    expect(withIndiaPrefix(input)).toBe(expected)
  })
})

describe('templates', () => {
  it('registration SMS is word for word the product text', () => {
    expect(registrationSms('Asha').sms).toBe(
      'Hi Asha, registration successful! Welcome to the market.',
    )
  })

  it('login SMS greets by name and is a new-device security notice', () => {
    expect(loginSms('Ravi Kumar').sms).toBe(
      'Hi Ravi Kumar, your FarmTrek account was logged in to from a new device. If this was not you, change your password.',
    )
  })

  it('collapses line breaks in names so an SMS stays one line', () => {
    expect(registrationSms('  Asha\n\nDevi ').sms).toBe(
      'Hi Asha Devi, registration successful! Welcome to the market.',
    )
  })

  it('welcome email names the user and says where the registration was made', () => {
    const email = welcomeEmail({ name: 'Asha', email: 'asha@example.in' })
    expect(email.subject).toMatch(/registration successful/i)
    expect(email.text).toContain(
      'Hi Asha, your FarmTrek registration with asha@example.in was successful.',
    )
    expect(email.html).toContain(
      '<p>Hi Asha, your FarmTrek registration with asha@example.in was successful.</p>',
    )
  })

  it('welcome email keeps name and email in their places (the original swapped them on login)', () => {
    const email = welcomeEmail({ name: 'Asha', email: 'asha@example.in' })
    expect(email.text.indexOf('Asha,')).toBeLessThan(email.text.indexOf('asha@example.in'))
    expect(email.text).not.toContain('Hi asha@example.in')
  })

  it('login email names the user and the account', () => {
    const email = loginEmail({ name: 'Ravi', email: 'ravi@example.in' })
    expect(email.subject).toBe('New login to your FarmTrek account')
    expect(email.text).toContain(
      'Hi Ravi, your FarmTrek account ravi@example.in was logged in to from a new device.',
    )
  })

  it('escapes HTML in html bodies but not in text bodies', () => {
    const email = welcomeEmail({ name: '<script>alert("x")</script> & Co', email: "o'neil@x.in" })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(email.html).toContain('o&#39;neil@x.in')
    expect(email.text).toContain('<script>alert("x")</script> & Co')
  })

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })

  it.each([
    [
      { name: 'Asha', crop: 'Tomato', status: 'Pending' },
      'Hi Asha, your FarmTrek order of Tomato is now Pending.',
    ],
    [
      { name: 'Asha', crop: 'Onion', status: 'In Transit', transport: 'Truck' },
      'Hi Asha, your FarmTrek order of Onion is now In Transit (Truck).',
    ],
    [
      { name: 'Asha', crop: 'Onion', status: 'Delivered', transport: '  ' },
      'Hi Asha, your FarmTrek order of Onion is now Delivered.',
    ],
    [
      { name: 'Asha', crop: 'Onion', status: 'Delivered', orderNumber: 'FT-2611-482137' },
      'Hi Asha, your FarmTrek order FT-2611-482137 of Onion is now Delivered.',
    ],
  ])('order status SMS %#', (data, expected) => {
    expect(orderStatusSms(data).sms).toBe(expected)
  })
})

describe('renderMessage', () => {
  it('has a data schema for every kind', () => {
    expect(Object.keys(MESSAGE_DATA_SCHEMAS).sort()).toEqual([...MESSAGE_KINDS].sort())
  })

  it('registration renders the product SMS and the welcome email', () => {
    const message = renderMessage('registration', { name: 'Asha', email: 'asha@example.in' })
    expect(message.sms).toBe('Hi Asha, registration successful! Welcome to the market.')
    expect(message.email).toEqual(welcomeEmail({ name: 'Asha', email: 'asha@example.in' }))
  })

  it('login renders the login SMS and email', () => {
    const message = renderMessage('login', { name: 'Ravi', email: 'ravi@example.in' })
    expect(message.sms).toBe(loginSms('Ravi').sms)
    expect(message.email).toEqual(loginEmail({ name: 'Ravi', email: 'ravi@example.in' }))
  })

  it('orderStatus renders an SMS only', () => {
    const message = renderMessage('orderStatus', {
      name: 'Asha',
      crop: 'Rice',
      status: 'Delivered',
    })
    expect(message.sms).toBe('Hi Asha, your FarmTrek order of Rice is now Delivered.')
    expect(message.email).toBeUndefined()
  })
})

describe('account codes and password reset', () => {
  it('says the minutes a code lasts, one minute in the singular', () => {
    const code = (minutes: number) =>
      renderMessage('phoneCode', { code: '123456', purpose: 'signIn', minutes }).sms
    expect(code(10)).toBe(
      '123456 is your FarmTrek login code. It expires in 10 minutes. Do not share it.',
    )
    expect(code(1)).toBe(
      '123456 is your FarmTrek login code. It expires in 1 minute. Do not share it.',
    )
  })

  it('greets a new registration before the code, in Tamil too', () => {
    const sms = renderMessage(
      'phoneCode',
      { code: '654321', purpose: 'verify', minutes: 10, welcomeName: 'Asha' },
      'ta',
    ).sms
    expect(sms).toBe(
      'வணக்கம் Asha, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம். 654321 இந்த எண்ணைச் சரிபார்க்க உங்கள் FarmTrek குறியீடு. இது 10 நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.',
    )
  })

  it('puts the reset link on its own line of the email', () => {
    const email = renderMessage('passwordReset', {
      name: 'Asha',
      link: 'https://farmtrek.in/reset?t=1',
      minutes: 30,
    }).email
    expect(email?.subject).toBe('Reset your FarmTrek password')
    expect(email?.text.split('\n\n')[1]).toBe(
      'Open this link within 30 minutes to choose a new password; it works once:\nhttps://farmtrek.in/reset?t=1',
    )
  })
})

describe('renderMessagePayload', () => {
  it('renders a valid stored payload', () => {
    const result = renderMessagePayload('registration', { name: 'Asha', email: 'a@x.in' })
    expect(result).toEqual({
      ok: true,
      kind: 'registration',
      message: renderMessage('registration', { name: 'Asha', email: 'a@x.in' }),
    })
  })

  it('refuses an unknown kind with a reason', () => {
    const result = renderMessagePayload('otp', { name: 'Asha' })
    expect(result).toEqual({ ok: false, reason: 'unknown message kind: "otp"' })
  })

  it('refuses data that does not fit the kind, naming the fields', () => {
    const result = renderMessagePayload('orderStatus', { name: 'Asha', crop: '' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toContain('invalid data for orderStatus')
    expect(result.reason).toContain('crop')
    expect(result.reason).toContain('status')
  })

  it('isMessageKind accepts only the listed kinds', () => {
    expect(MESSAGE_KINDS.every((k) => isMessageKind(k))).toBe(true)
    expect(isMessageKind('toString')).toBe(false)
    expect(isMessageKind(1)).toBe(false)
  })
})
