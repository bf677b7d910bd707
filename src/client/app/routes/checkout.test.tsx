import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CART_STORAGE_KEY,
  CART_VERSION,
  parseCart,
  serializeCart,
  type Cart,
} from '#core/orders/cart.ts'
import { apiError, buyer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Checkout } from './checkout.tsx'

// UPI and Card go on to the payment page by a full page load, which jsdom cannot do.
const openPaymentPage = vi.hoisted(() => vi.fn())
vi.mock('#client/features/payments/lib/payment-page.ts', () => ({ openPaymentPage }))

const paymentsConfig = (online: boolean) =>
  http.get('/api/payments/config', () =>
    HttpResponse.json({
      provider: online ? 'razorpay' : 'none',
      online,
      reason: online
        ? null
        : 'Online payment is not available yet. Please choose Cash on Delivery.',
      timeoutMinutes: 30,
    }),
  )

const LISTING_ID = '0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d'
const cart: Cart = {
  version: CART_VERSION,
  lines: [
    { lineId: 'l1', kind: 'catalogue', catalogueId: 1, quantityKg: 1, pricePaise: 3500 },
    {
      lineId: 'l2',
      kind: 'listing',
      productId: LISTING_ID,
      quantityKg: 3,
      name: 'Onion',
      pricePaise: 2450,
      farmerName: 'Ravi Patil',
    },
  ],
}

/** The order as POST /api/orders answers it. */
const placed = {
  id: 'o1',
  number: 'FT-2611-000001',
  createdAt: '2025-06-02T10:00:00.000Z',
  paymentMethod: 'UPI',
  paymentStatus: 'awaiting_payment',
  totalPaise: 9350,
  delivery: {
    fullName: 'Asha Rao',
    address: '14 Lakshmi Road, Pune 411005',
    phone: '+919876543210',
  },
  lines: [],
}

/** Answers POST /api/orders with `answer` and keeps each request body it received. */
function ordersEndpoint(answer: () => Response) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/orders', async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.clear(screen.getByLabelText('Full Name'))
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao')
  if (address) await user.type(screen.getByLabelText('Delivery Address'), address)
  await user.clear(screen.getByLabelText('Contact Number'))
  await user.type(screen.getByLabelText('Contact Number'), '98765 43210')
}

// A page renders and types as a user would; on a busy machine that can take more than 5 s.
describe('checkout', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart))
    server.use(
      sessionAs(buyer),
      paymentsConfig(true),
      http.get('/api/orders/addresses', () => HttpResponse.json({ items: [] })),
    )
    openPaymentPage.mockClear()
  })

  it('offers the buyer’s earlier addresses and fills the form with the one chosen', async () => {
    server.use(
      http.get('/api/orders/addresses', () =>
        HttpResponse.json({
          items: [
            {
              fullName: 'Asha Rao',
              address: '14 Lakshmi Road, Pune 411005',
              phone: '+919876543210',
            },
            {
              fullName: 'Asha R',
              address: '2 Station Road, Nashik 422001',
              phone: '+919812345678',
            },
          ],
        }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    const earlier = await screen.findByRole('list', { name: 'Earlier addresses' })
    expect(within(earlier).getAllByRole('button')).toHaveLength(2)
    await user.click(within(earlier).getByRole('button', { name: /2 Station Road/ }))
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('2 Station Road, Nashik 422001')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha R')
    expect(screen.getByLabelText('Contact Number')).toHaveValue('+919812345678')
  })

  it('names an empty address next to its field, focuses it and sends nothing', async () => {
    const bodies = ordersEndpoint(() => HttpResponse.json(placed))
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    await fillDelivery(user, '')
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }))

    const address = screen.getByLabelText('Delivery Address')
    await waitFor(() => expect(address).toHaveFocus())
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveAccessibleDescription('Please enter your delivery address.')
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid')
    expect(bodies).toEqual([])

    // The message goes once the field is filled in.
    await user.type(address, '14 Lakshmi Road, Pune 411005')
    await waitFor(() => expect(address).not.toHaveAttribute('aria-invalid'))
    expect(screen.queryByText('Please enter your delivery address.')).not.toBeInTheDocument()
  })

  it("places the order with the cart's lines and says so", async () => {
    const bodies = ordersEndpoint(() => HttpResponse.json(placed, { status: 201 }))
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(Checkout, '/checkout')
    await fillDelivery(user, '14 Lakshmi Road, Pune 411005')
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'UPI')
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Order Placed Successfully!')
    expect(bodies).toEqual([
      {
        lines: [
          { kind: 'catalogue', catalogueId: 1, quantityKg: 1, seenPricePaise: 3500 },
          { kind: 'listing', productId: LISTING_ID, quantityKg: 3, seenPricePaise: 2450 },
        ],
        delivery: {
          fullName: 'Asha Rao',
          address: '14 Lakshmi Road, Pune 411005',
          phone: '+919876543210',
        },
        payment: 'UPI',
        idempotencyKey: expect.stringMatching(/^[\w-]{8,100}$/) as unknown,
      },
    ])
    // A UPI order is paid next, on its payment page.
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('o1'))
    expect(location().pathname).toBe('/checkout')
    expect(parseCart(localStorage.getItem(CART_STORAGE_KEY)).cart.lines).toEqual([])
  })

  it('opens the order’s confirmation page after a Cash on Delivery order', async () => {
    ordersEndpoint(() =>
      HttpResponse.json(
        { ...placed, paymentMethod: 'COD', paymentStatus: 'due_on_delivery' },
        { status: 201 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(Checkout, '/checkout')
    await fillDelivery(user, '14 Lakshmi Road, Pune 411005')
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }))
    await waitFor(() => expect(location().pathname).toBe('/order/FT-2611-000001'))
    expect(openPaymentPage).not.toHaveBeenCalled()
  })

  it.each([
    [
      'en',
      'Payment Method',
      'You will pay by UPI when the payment page opens; we never ask for card details here.',
      'You will pay by card when the payment page opens; we never ask for card details here.',
    ],
    [
      'hi',
      'भुगतान का तरीका',
      'भुगतान का पेज खुलने पर आप UPI से भुगतान करेंगे; हम यहाँ कभी कार्ड की जानकारी नहीं माँगते।',
      'भुगतान का पेज खुलने पर आप कार्ड से भुगतान करेंगे; हम यहाँ कभी कार्ड की जानकारी नहीं माँगते।',
    ],
    [
      'ta',
      'பணம் செலுத்தும் முறை',
      'பணம் செலுத்தும் பக்கம் திறந்ததும் UPI மூலம் செலுத்துவீர்கள்; இங்கே நாங்கள் ஒருபோதும் கார்டு விவரங்களைக் கேட்பதில்லை.',
      'பணம் செலுத்தும் பக்கம் திறந்ததும் கார்டு மூலம் செலுத்துவீர்கள்; இங்கே நாங்கள் ஒருபோதும் கார்டு விவரங்களைக் கேட்பதில்லை.',
    ],
  ])('in %s, says the buyer will pay by UPI or by card', async (lang, method, byUpi, byCard) => {
    localStorage.setItem('lang', lang)
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    const select = await screen.findByLabelText(method)
    await waitFor(() => expect(screen.getAllByRole('option')[1]).not.toBeDisabled())
    await user.selectOptions(select, 'UPI')
    expect(screen.getByText(byUpi)).toBeInTheDocument()
    await user.selectOptions(select, 'Card')
    expect(screen.getByText(byCard)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/UPI Payment when|Debit\/Credit Card when/)
  })

  it('shows UPI and Card as unavailable, and why, without a payment gateway', async () => {
    server.use(paymentsConfig(false))
    renderPage(Checkout, '/checkout')
    expect(
      await screen.findByText(
        'Online payment is not available yet. Please choose Cash on Delivery.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'UPI Payment' })).toBeDisabled()
    expect(screen.getByRole('option', { name: 'Debit/Credit Card' })).toBeDisabled()
    expect(screen.getByRole('option', { name: 'Cash on Delivery' })).not.toBeDisabled()
  })

  it('shows a refusal that names a delivery field next to that field', async () => {
    ordersEndpoint(() =>
      apiError(409, 'We do not deliver to this PIN code yet.', { field: 'delivery.address' }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    await fillDelivery(user, '1 Far Away Lane, Nowhere 000000')
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }))

    const address = screen.getByLabelText('Delivery Address')
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('We do not deliver to this PIN code yet.'),
    )
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    [
      'en',
      'Confirm Order',
      'You have 3 online orders awaiting payment: FT-2611-000001, FT-2611-000002, FT-2611-000003. Pay for or cancel one of them before placing another online order, or choose Cash on Delivery.',
    ],
    [
      'hi',
      'ऑर्डर पक्का करें',
      'आपके 3 ऑनलाइन ऑर्डर भुगतान की प्रतीक्षा में हैं: FT-2611-000001, FT-2611-000002, FT-2611-000003। दूसरा ऑनलाइन ऑर्डर देने से पहले इनमें से किसी एक का भुगतान करें या उसे रद्द करें, या कैश ऑन डिलीवरी चुनें।',
    ],
    [
      'ta',
      'ஆர்டரை உறுதிசெய்',
      'உங்கள் 3 ஆன்லைன் ஆர்டர்கள் கட்டணத்துக்காகக் காத்திருக்கின்றன: FT-2611-000001, FT-2611-000002, FT-2611-000003. இன்னொரு ஆன்லைன் ஆர்டர் செய்யும் முன் அவற்றில் ஒன்றுக்குப் பணம் செலுத்துங்கள் அல்லது அதை ரத்து செய்யுங்கள், அல்லது டெலிவரியில் ரொக்கம் தேர்ந்தெடுங்கள்.',
    ],
  ])('in %s, names the unpaid online orders when a 4th is refused', async (lang, confirm, text) => {
    localStorage.setItem('lang', lang)
    const numbers = 'FT-2611-000001, FT-2611-000002, FT-2611-000003'
    ordersEndpoint(() =>
      apiError(409, `You have 3 online orders awaiting payment: ${numbers}. …`, {
        code: 'order.unpaid_limit',
        params: { count: 3, orders: numbers, max: 3 },
        field: 'payment',
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    await screen.findByRole('button', { name: confirm })
    // Full name, address and phone, by position: their labels are in the page's language.
    const [name, address, phone] = screen.getAllByRole('textbox')
    await user.clear(name!)
    await user.type(name!, 'Asha Rao')
    await user.type(address!, '14 Lakshmi Road, Pune 411005')
    await user.clear(phone!)
    await user.type(phone!, '98765 43210')
    await user.click(screen.getByRole('button', { name: confirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
  })

  it('shows a refusal about the cart in the alert and keeps what was typed', async () => {
    ordersEndpoint(() =>
      apiError(409, 'Only 1 kg of Onion is left.', { field: 'lines.1.quantityKg' }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(Checkout, '/checkout')
    await fillDelivery(user, '14 Lakshmi Road, Pune 411005')
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 kg of Onion is left.')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao')
    expect(screen.getByLabelText('Delivery Address')).not.toHaveAttribute('aria-invalid')
  })
})
