import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'
import { enqueue } from '#server/services/outbox.ts'
import { outboxOf } from './outbox.test-support.ts'

// The SMS and the email are written in the account's language (users.language).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Payload = { text: string; subject?: string }
const payloadOf = (row: { payload: unknown } | undefined) => row!.payload as Payload

let n = 0
const register = (language?: string, acceptLanguage?: string) => {
  n += 1
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
    payload: {
      name: 'Asha',
      email: `lang${n}-${Date.now()}@example.in`,
      password: 'green-fields-42',
      role: 'farmer',
      location: 'Madurai',
      phone: `97${String(10_000_000 + n * 7919).slice(-8)}`,
      ...(language ? { language } : {}),
    },
  })
}

describe('registration writes the welcome messages in the language chosen', () => {
  it.each([
    [undefined, 'Hi Asha, registration successful! Welcome to the market.', 'Welcome to FarmTrek'],
    ['hi', 'नमस्ते Asha, आपका रजिस्ट्रेशन सफल रहा! बाज़ार में आपका स्वागत है।', 'FarmTrek में आपका स्वागत है'],
    ['ta', 'வணக்கம் Asha, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம்.', 'FarmTrek-க்கு வரவேற்கிறோம்'],
  ])('language %s', async (language, sms, subject) => {
    const res = await register(language)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().user.language).toBe(language ?? 'en')
    const [smsRow, emailRow] = await outboxOf(t.testDb.database, res.json().user.id)
    expect(payloadOf(smsRow).text).toBe(sms)
    expect(payloadOf(emailRow).subject).toContain(subject)
  })

  it.each([
    ['mr', 'नमस्कार Asha, नोंदणी यशस्वी! बाजारात तुमचे स्वागत आहे.', 'FarmTrek मध्ये स्वागत'],
    ['bn', 'নমস্কার Asha, নাম লেখানো হয়েছে! বাজারে আপনাকে স্বাগত।', 'FarmTrek-এ স্বাগত'],
  ])('language %s', async (language, sms, subject) => {
    const res = await register(language)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().user.language).toBe(language)
    const [smsRow, emailRow] = await outboxOf(t.testDb.database, res.json().user.id)
    expect(payloadOf(smsRow).text).toBe(sms)
    expect(payloadOf(emailRow).subject).toContain(subject)
  })

  it("takes the browser's language when the page sends none, and English for one it does not write", async () => {
    const te = await register(undefined, 'fr-FR,te-IN;q=0.9,en;q=0.5')
    expect(te.statusCode, te.body).toBe(201)
    expect(te.json().user.language).toBe('te')
    const [smsRow] = await outboxOf(t.testDb.database, te.json().user.id)
    expect(payloadOf(smsRow).text).toMatch(/^\S+ Asha, .*[\u0C00-\u0C7F]/)
    const fr = await register(undefined, 'fr-FR,de;q=0.5')
    expect(fr.json().user.language).toBe('en')
    // The page's choice wins over the browser's.
    const hi = await register('hi', 'bn-IN')
    expect(hi.json().user.language).toBe('hi')
  })

  it('refuses a language it does not write', async () => {
    const res = await register('fr')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'Choose English, Hindi, Tamil, Marathi, Telugu, Kannada or Bengali.',
    )
  })
})

describe('later messages follow the language stored on the account', () => {
  it('login after choosing Tamil: SMS and email in Tamil', async () => {
    const u = await registerUser(t.app, { name: 'Meena' })
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/session/language',
      headers: { cookie: u.cookie },
      payload: { language: 'ta' },
    })
    expect(set.statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'green-fields-42' },
    })
    expect(res.statusCode).toBe(200)
    expect(cookieFrom(res.headers['set-cookie'])).not.toBe('')
    const rows = (await outboxOf(t.testDb.database, u.user.id)).filter((r) => r.kind === 'login')
    expect(payloadOf(rows[0]).text).toBe(
      'வணக்கம் Meena, உங்கள் FarmTrek கணக்கில் ஒரு புதிய சாதனத்திலிருந்து உள்நுழைவு நடந்துள்ளது. இது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.',
    )
    expect(payloadOf(rows[1]).subject).toBe('உங்கள் FarmTrek கணக்கில் புதிய உள்நுழைவு')
  })

  it('enqueue without a language reads it from the account', async () => {
    const u = await registerUser(t.app, { name: 'Ravi' })
    await t.app.inject({
      method: 'PATCH',
      url: '/api/session/language',
      headers: { cookie: u.cookie },
      payload: { language: 'hi' },
    })
    await enqueue(t.testDb.database.db, {
      userId: u.user.id,
      kind: 'orderStatus',
      data: { name: 'Ravi', crop: 'Onion', status: 'In Transit', transport: 'MH-12-AB-4321' },
      eventKey: `orderStatus:${u.user.id}:In Transit`,
    })
    const rows = (await outboxOf(t.testDb.database, u.user.id)).filter(
      (r) => r.kind === 'orderStatus',
    )
    expect(rows).toHaveLength(1)
    expect(payloadOf(rows[0]).text).toBe(
      'नमस्ते Ravi, FarmTrek पर Onion का आपका ऑर्डर अब रास्ते में (MH-12-AB-4321) है।',
    )
  })

  it('an explicit language wins, and an unknown one is English', async () => {
    const u = await registerUser(t.app, { name: 'Kavya' })
    for (const [language, key] of [
      ['ta', 'a'],
      ['xx', 'b'],
    ] as const) {
      await enqueue(t.testDb.database.db, {
        userId: u.user.id,
        kind: 'orderStatus',
        data: { name: 'Kavya', crop: 'Rice', status: 'Delivered' },
        language,
        eventKey: `orderStatus:${u.user.id}:${key}`,
      })
    }
    const texts = (await outboxOf(t.testDb.database, u.user.id))
      .filter((r) => r.kind === 'orderStatus')
      .map((r) => payloadOf(r).text)
    expect(texts).toEqual([
      'வணக்கம் Kavya, உங்கள் FarmTrek Rice ஆர்டர் இப்போது வழங்கப்பட்டது.',
      'Hi Kavya, your FarmTrek order of Rice is now Delivered.',
    ])
  })
})
