import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages.ts'
import { deliveryUpdateMessage, type DeliveryUpdateData } from './delivery-messages.ts'

// A Cash-on-Delivery line has no online payment: its texts never say a payment waits, and its
// refund is paid back by hand (the buyer told when and how, the farmer that their payouts pay it).

const what = { crop: 'Onion', orderNumber: 'FT-2611-ABC123' }
const sms = (d: DeliveryUpdateData, lang: (typeof LANGUAGES)[number] = 'en') =>
  deliveryUpdateMessage(d, lang).sms

describe('delivery messages of a Cash-on-Delivery line', () => {
  it('tell the farmer of a report without a waiting payment', () => {
    const base = {
      ...what,
      step: 'problem_reported',
      to: 'farmer',
      problem: 'short_weight',
    } as const
    expect(sms(base)).toContain('the payment waits for FarmTrek to decide')
    expect(sms({ ...base, cashOnDelivery: true })).toBe(
      'The buyer reported a problem with Onion (order FT-2611-ABC123): short weight. Answer it on your supply-chain page; FarmTrek will decide soon.',
    )
  })

  it('tell the buyer the refund is paid by hand, the farmer that it comes from their payouts, and the buyer once it is paid', () => {
    const refund = { ...what, step: 'problem_refunded_by_hand', amountPaise: 60_00 } as const
    expect(sms({ ...refund, to: 'buyer' })).toBe(
      'Your report about Onion (order FT-2611-ABC123) is settled: FarmTrek will pay ₹60.00 back to you by UPI or bank transfer within 3 working days; we will call you for the details.',
    )
    expect(sms({ ...refund, to: 'farmer' })).toBe(
      'The report about Onion (order FT-2611-ABC123) is settled: ₹60.00 is refunded to the buyer. The buyer paid you in cash, so ₹60.00 will be taken from your next payouts.',
    )
    expect(
      sms({
        ...what,
        step: 'refund_paid_by_hand',
        to: 'buyer',
        amountPaise: 60_00,
        reference: 'UTR20261120A1',
      }),
    ).toBe(
      'FarmTrek paid ₹60.00 back to you for Onion (order FT-2611-ABC123), reference UTR20261120A1.',
    )
    expect(sms({ ...what, step: 'problem_released', to: 'buyer', cashOnDelivery: true })).toBe(
      'The report about Onion (order FT-2611-ABC123) is settled: the farmer keeps the cash payment.',
    )
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'are translated in %s, the amounts filled in',
    (lang) => {
      const steps: DeliveryUpdateData[] = [
        {
          ...what,
          step: 'problem_reported',
          to: 'farmer',
          problem: 'poor_quality',
          cashOnDelivery: true,
        },
        { ...what, step: 'problem_refunded_by_hand', to: 'buyer', amountPaise: 60_00 },
        { ...what, step: 'problem_refunded_by_hand', to: 'farmer', amountPaise: 60_00 },
        {
          ...what,
          step: 'refund_paid_by_hand',
          to: 'buyer',
          amountPaise: 60_00,
          reference: 'UTR20261120A1',
        },
        { ...what, step: 'problem_released', to: 'buyer', cashOnDelivery: true },
      ]
      for (const d of steps) {
        const text = sms(d, lang)
        expect(text).not.toBe(sms(d, 'en'))
        expect(text).toContain('FT-2611-ABC123')
        expect(text).not.toMatch(/[{}]/)
        if (d.amountPaise) expect(text).toMatch(/60/)
        if (d.reference) expect(text).toContain('UTR20261120A1')
      }
    },
  )
})
