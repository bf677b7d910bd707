import { describe, expect, it } from 'vitest'
import { renderMessage, renderMessagePayload } from './messages.ts'

const placed = {
  orderNumber: 'FT-2611-482137',
  lines: [{ quantityKg: 5, crop: 'Onion', farmer: 'Ravi', code: '4821' }],
  totalPaise: 150_00,
  payment: 'UPI' as const,
  address: '12 FC Road, Pune 411005',
}
const two = {
  ...placed,
  lines: [...placed.lines, { quantityKg: 2, crop: 'Tomato', farmer: 'Meena', code: '0917' }],
  totalPaise: 210_00,
  payment: 'COD' as const,
}

describe('the buyer’s order placed', () => {
  it('names the order, its lines, amount and payment, then the delivery code', () => {
    const m = renderMessage('orderPlaced', placed, 'en')
    expect(m.sms).toBe(
      'Order FT-2611-482137 placed: 5 kg Onion from Ravi, ₹150.00, UPI. Delivery code: 4821. Tell it to the farmer only when the goods arrive.',
    )
    expect(m.email?.subject).toBe('Order FT-2611-482137 placed on FarmTrek')
    expect(m.email?.text).toContain('Deliver to: 12 FC Road, Pune 411005')
    expect(renderMessage('orderPlaced', two, 'en').sms).toBe(
      'Order FT-2611-482137 placed: 5 kg Onion from Ravi, 2 kg Tomato from Meena, ₹210.00, cash on delivery. Delivery codes: Onion 4821, Tomato 0917. Tell it to the farmer only when the goods arrive.',
    )
  })
  it('in Hindi and Tamil', () => {
    expect(renderMessage('orderPlaced', placed, 'hi').sms).toBe(
      'ऑर्डर FT-2611-482137 हो गया: Ravi से 5 किलो Onion, ₹150.00, UPI। डिलीवरी कोड: 4821। सामान पहुँचने पर ही यह कोड किसान को बताएँ।',
    )
    expect(renderMessage('orderPlaced', two, 'ta').sms).toBe(
      'ஆர்டர் FT-2611-482137 பதிவானது: Ravi-இடமிருந்து 5 கிலோ Onion, Meena-இடமிருந்து 2 கிலோ Tomato, ₹210.00, டெலிவரியின்போது பணம். டெலிவரி குறியீடுகள்: Onion 4821, Tomato 0917. பொருள் வந்து சேர்ந்த பிறகே விவசாயியிடம் சொல்லுங்கள்.',
    )
  })
  it('refuses a line without a 4-digit code', () => {
    const bad = { ...placed, lines: [{ ...placed.lines[0], code: '12' }] }
    expect(renderMessagePayload('orderPlaced', bad).ok).toBe(false)
  })
})

describe('the buyer’s payment and refunds', () => {
  it('confirms a payment received', () => {
    const d = { orderNumber: 'FT-2611-482137', amountPaise: 150_00, payment: 'UPI' as const }
    expect(renderMessage('paymentReceived', d, 'en').sms).toBe(
      'Payment of ₹150.00 received for order FT-2611-482137 by UPI. Thank you!',
    )
    expect(renderMessage('paymentReceived', d, 'hi').sms).toBe(
      'ऑर्डर FT-2611-482137 के लिए UPI से ₹150.00 का भुगतान मिल गया। धन्यवाद!',
    )
    expect(renderMessage('paymentReceived', { ...d, payment: 'Card' }, 'ta').sms).toBe(
      'ஆர்டர் FT-2611-482137-க்கு கார்டு மூலம் ₹150.00 பணம் கிடைத்தது. நன்றி!',
    )
  })
  it('tells the amount of each refund and when to expect it', () => {
    const d = {
      orderNumber: 'FT-2611-482137',
      amountPaise: 90_00,
      payment: 'Card' as const,
      crop: 'Onion',
    }
    const en = renderMessage('refundIssued', d, 'en')
    expect(en.sms).toBe(
      'Order FT-2611-482137: a refund of ₹90.00 for Onion is on its way to your card. Expect it within 5–7 working days.',
    )
    expect(en.email?.subject).toBe('Refund for order FT-2611-482137')
    const whole = { orderNumber: d.orderNumber, amountPaise: 90_00, payment: 'UPI' as const }
    expect(renderMessage('refundIssued', whole, 'en').sms).toBe(
      'Order FT-2611-482137: a refund of ₹90.00 is on its way to your UPI account. Expect it within 5–7 working days.',
    )
    expect(renderMessage('refundIssued', d, 'hi').sms).toBe(
      'ऑर्डर FT-2611-482137: Onion के ₹90.00 का रिफ़ंड आपके कार्ड में भेजा जा रहा है। यह 5–7 कामकाजी दिनों में पहुँचेगा।',
    )
    expect(renderMessage('refundIssued', whole, 'ta').sms).toBe(
      'ஆர்டர் FT-2611-482137: ₹90.00 திருப்பித் தொகை உங்கள் UPI கணக்குக்கு அனுப்பப்படுகிறது. 5–7 வேலை நாட்களில் வந்து சேரும்.',
    )
  })
})
