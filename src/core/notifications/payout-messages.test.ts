import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages.ts'
import { renderMessagePayload } from './messages.ts'

const data = {
  bankLast4: '1234',
  upiVpa: 'meena@okaxis',
  holdHours: 24,
  supportPhone: '+91 80 4567 8900',
}

describe('payoutDetailsChanged', () => {
  it.each(LANGUAGES)(
    'tells the farmer in %s by SMS and email: the new account, the wait, whom to call',
    (lang) => {
      const r = renderMessagePayload('payoutDetailsChanged', data, lang)
      if (!r.ok) throw new Error(r.reason)
      const { sms, email } = r.message
      for (const text of [sms, email?.text]) {
        expect(text).toContain('…1234')
        expect(text).toContain('meena@okaxis')
        expect(text).toContain('24')
        expect(text).toContain('+91 80 4567 8900')
      }
      expect(email?.subject).toBeTruthy()
      expect(email?.html).toContain('<p>')
    },
  )

  it('reads in plain words in English', () => {
    const r = renderMessagePayload('payoutDetailsChanged', { ...data, upiVpa: undefined }, 'en')
    if (!r.ok) throw new Error(r.reason)
    expect(r.message.sms).toBe(
      'Your FarmTrek payout account was changed to bank account …1234. New payouts wait 24 hours. Not you? Call +91 80 4567 8900.',
    )
  })

  it('says one hour in the singular (an ICU plural)', () => {
    const r = renderMessagePayload('payoutDetailsChanged', { ...data, holdHours: 1 }, 'en')
    if (!r.ok) throw new Error(r.reason)
    expect(r.message.sms).toContain('New payouts wait 1 hour. Not you?')
  })

  it('refuses a full account number where the last 4 digits go', () => {
    const r = renderMessagePayload('payoutDetailsChanged', { ...data, bankLast4: '123456789012' })
    expect(r.ok).toBe(false)
  })
})
