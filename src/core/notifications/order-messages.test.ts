import { describe, expect, it } from 'vitest'
import { renderMessage, renderMessagePayload } from './messages.ts'

const line = {
  orderNumber: 'FT-2611-482137',
  quantityKg: 12,
  crop: 'Tomato',
  party: 'Anita Sharma',
}

describe('order messages', () => {
  it('tells the farmer of a new order, its amount and payment, by SMS and email, in their language', () => {
    const order = { ...line, address: '12 FC Road, Pune 411005', amountPaise: 360_00 }
    const en = renderMessage('newOrder', { ...order, payment: 'UPI' }, 'en')
    expect(en.sms).toBe('New order FT-2611-482137: 12 kg Tomato for Anita Sharma, ₹360.00, UPI.')
    expect(renderMessage('newOrder', { ...order, payment: 'COD' }, 'en').sms).toBe(
      'New order FT-2611-482137: 12 kg Tomato for Anita Sharma, ₹360.00, cash on delivery.',
    )
    expect(en.email?.subject).toBe('New order FT-2611-482137 on FarmTrek')
    expect(en.email?.text).toContain('Deliver to: 12 FC Road, Pune 411005')
    const hi = renderMessage('newOrder', { ...order, payment: 'COD' }, 'hi')
    expect(hi.sms).toBe(
      'नया ऑर्डर FT-2611-482137: Anita Sharma के लिए 12 किलो Tomato, ₹360.00, डिलीवरी पर नकद।',
    )
    const ta = renderMessage('newOrder', { ...order, payment: 'Card' }, 'ta')
    expect(ta.sms).toBe(
      'புதிய ஆர்டர் FT-2611-482137: Anita Sharma-க்கு 12 கிலோ Tomato, ₹360.00, கார்டு.',
    )
  })
  it('escapes the buyer’s text in the email’s HTML', () => {
    const m = renderMessage(
      'newOrder',
      { ...line, party: '<b>x</b>', address: 'a & b', amountPaise: 1, payment: 'COD' },
      'en',
    )
    expect(m.email?.html).toContain('&lt;b&gt;x&lt;/b&gt;')
    expect(m.email?.html).toContain('a &amp; b')
  })
  it('tells the farmer of a cancellation and the buyer of a decline with its reason', () => {
    expect(renderMessage('orderCancelled', line, 'en').sms).toBe(
      'Order FT-2611-482137 cancelled: Anita Sharma no longer needs 12 kg Tomato. The quantity is back in your listing.',
    )
    expect(
      renderMessage('orderDeclined', { ...line, party: 'Ramesh', reason: 'Truck broke down' }, 'en')
        .sms,
    ).toBe('Order FT-2611-482137: Ramesh declined 12 kg Tomato: Truck broke down')
  })
  it('writes the quantity and the crop in Hindi and Tamil without a case ending on the crop', () => {
    const onion = { ...line, quantityKg: 25, crop: 'लाल प्याज', party: 'Anita Sharma' }
    expect(renderMessage('orderCancelled', onion, 'hi').sms).toBe(
      'ऑर्डर FT-2611-482137 रद्द: Anita Sharma को अब 25 किलो लाल प्याज नहीं चाहिए। मात्रा आपकी लिस्टिंग में वापस जोड़ दी गई है।',
    )
    expect(
      renderMessage('orderDeclined', { ...onion, party: 'Ramesh', reason: 'ट्रक ख़राब है' }, 'hi').sms,
    ).toBe('ऑर्डर FT-2611-482137: Ramesh ने 25 किलो लाल प्याज के लिए मना किया: ट्रक ख़राब है')
    // A crop typed in Tamil ends in a consonant or a vowel that a joined case ending would
    // change ('வெங்காயம்' → 'வெங்காயத்தை'), so the ending goes on 'ஆர்டர்' instead.
    const vengayam = { ...onion, crop: 'சின்ன வெங்காயம்', party: 'Murugan' }
    expect(renderMessage('orderDeclined', { ...vengayam, reason: 'லாரி பழுது' }, 'ta').sms).toBe(
      'ஆர்டர் FT-2611-482137: Murugan 25 கிலோ சின்ன வெங்காயம் ஆர்டரை மறுத்தார்: லாரி பழுது',
    )
    expect(renderMessage('orderCancelled', vengayam, 'ta').sms).toBe(
      'ஆர்டர் FT-2611-482137 ரத்து: Murugan-க்கு இனி 25 கிலோ சின்ன வெங்காயம் தேவையில்லை. அளவு உங்கள் பட்டியலில் மீண்டும் சேர்க்கப்பட்டது.',
    )
  })
  it('refuses stored data without an order number', () => {
    const r = renderMessagePayload('orderCancelled', { ...line, orderNumber: '' })
    expect(r.ok).toBe(false)
  })
})
