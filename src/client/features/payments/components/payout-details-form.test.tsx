import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PayoutDetails } from '#core/payments/payments.contract.ts'
import { PAYOUT_WRONG_PASSWORD } from '#core/payments/payments.messages.ts'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { PayoutDetailsForm } from './payout-details-form.tsx'

const stored: PayoutDetails = {
  linkedAccountId: null,
  upiVpa: 'ravi@okaxis',
  bankAccountLast4: null,
  bankIfsc: null,
  accountHolder: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  payoutsHeldUntil: null,
}

/** GET and PUT /api/payments/payout-details; the PUT answers with `answer` and keeps each body. */
function endpoint(answer: (body: Record<string, unknown>) => Response) {
  const sent: Array<Record<string, unknown>> = []
  server.use(
    http.get('/api/payments/payout-details', () => HttpResponse.json({ details: stored })),
    http.put('/api/payments/payout-details', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      return answer(body)
    }),
  )
  return sent
}

describe('PayoutDetailsForm', () => {
  it.each([
    ['en', 'Payment account ID from FarmTrek (only if we gave you one)'],
    ['hi', 'FarmTrek से मिला भुगतान खाता ID (केवल तब, जब हमने आपको दिया हो)'],
    ['ta', 'FarmTrek தந்த கட்டணக் கணக்கு ID (நாங்கள் தந்திருந்தால் மட்டும்)'],
  ])('names its fields in plain words (%s), not the payment provider', async (lang, label) => {
    localStorage.setItem('lang', lang)
    try {
      endpoint(() => HttpResponse.json({ details: stored }))
      const { container } = renderPage(PayoutDetailsForm, '/')
      expect(await screen.findByLabelText(label)).toBeInTheDocument()
      expect(container.textContent).not.toMatch(/Razorpay|Route/)
    } finally {
      localStorage.removeItem('lang')
    }
  })

  it('asks for the password before saving, and sends it with the details', async () => {
    const sent = endpoint(() =>
      HttpResponse.json({
        details: {
          ...stored,
          upiVpa: 'ravi@okicici',
          payoutsHeldUntil: '2026-11-28T10:00:00.000Z',
        },
      }),
    )
    renderPage(PayoutDetailsForm, '/')
    const upi = await screen.findByLabelText('UPI ID')
    await waitFor(() => expect(upi).toHaveValue('ravi@okaxis'))
    await userEvent.clear(upi)
    await userEvent.type(upi, 'ravi@okicici')
    await userEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    expect(
      await screen.findByText('Enter your password to change where you are paid.'),
    ).toBeVisible()
    expect(sent).toHaveLength(0)

    const password = screen.getByLabelText('Your password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.type(password, 'green-fields-42')
    await userEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ upiVpa: 'ravi@okicici', password: 'green-fields-42' })
    expect(await screen.findByText(/new payouts wait until/)).toBeVisible()
  })

  it('shows a wrong password under the password field', async () => {
    endpoint(() =>
      apiError(403, PAYOUT_WRONG_PASSWORD, { code: 'payments.wrong_password', field: 'password' }),
    )
    renderPage(PayoutDetailsForm, '/')
    const upi = await screen.findByLabelText('UPI ID')
    await waitFor(() => expect(upi).toHaveValue('ravi@okaxis'))
    await userEvent.type(screen.getByLabelText('Your password'), 'not-it')
    await userEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    expect(await screen.findByText(PAYOUT_WRONG_PASSWORD)).toBeVisible()
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true')
  })
})
