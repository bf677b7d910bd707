import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buyer, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as VerifyPhone } from './verify-phone.tsx'

describe('verify phone (the code screen)', () => {
  it('asks for a code to the account’s number, verifies it and lands without a role question', async () => {
    const unverified = { ...buyer, phoneVerified: false }
    const bodies: unknown[] = []
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: unverified })),
      http.post('/api/auth/phone/send-code', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          message: 'We have sent a 6-digit code by SMS to your mobile number.',
          phone: '+91 ••••••3210',
          resendInSeconds: 30,
          expiresInSeconds: 600,
        })
      }),
      http.post('/api/auth/phone/verify', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          user: { ...buyer, phoneVerified: true },
          message: 'Your mobile number is verified.',
        })
      }),
    )
    const page = renderPage(VerifyPhone, '/verify-phone')
    expect(
      await screen.findByText(
        'Until your mobile number is verified, we send it no SMS other than codes.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findByText('Enter the 6-digit code we sent by SMS to +91 ••••••3210.'),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '246810')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByTestId('elsewhere')
    expect(page.location().pathname).toBe('/buyer-dashboard')
    expect(bodies).toEqual([
      { phone: '+919876543210', purpose: 'verify' },
      { phone: '+919876543210', code: '246810', purpose: 'verify' },
    ])
  }, 20_000)

  it('offers to go on later', async () => {
    server.use(
      http.get('/api/session', () =>
        HttpResponse.json({ user: { ...buyer, phoneVerified: false } }),
      ),
    )
    renderPage(VerifyPhone, '/verify-phone')
    expect(await screen.findByRole('link', { name: 'Later' })).toHaveAttribute(
      'href',
      '/buyer-dashboard',
    )
  })
})
