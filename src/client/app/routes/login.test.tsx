import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiError, buyer, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Login } from './login.tsx'

describe('login: sign in with mobile number', () => {
  it('sends a code to the number, then signs in with it and lands on the dashboard', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/auth/phone/send-code', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          message:
            'If this number belongs to an account with a verified number, we have sent it a 6-digit code by SMS.',
          phone: '+91 ••••••3210',
          resendInSeconds: 30,
          expiresInSeconds: 600,
        })
      }),
      http.post('/api/auth/phone/verify', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          user: buyer,
          message: 'Login successful! Sending confirmation...',
        })
      }),
    )
    const page = renderPage(Login, '/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with mobile number' }))
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Phone Number' }),
      '98765 43210',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findByText('Enter the 6-digit code we sent by SMS to +91 ••••••3210.'),
    ).toBeInTheDocument()
    // The resend waits out the server's 30 s.
    expect(screen.getByRole('button', { name: /Send the code again in \d+ s/ })).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findAllByText('Login successful! Sending confirmation...'),
    ).not.toHaveLength(0)
    expect(bodies).toEqual([
      { phone: '98765 43210', purpose: 'signIn' },
      { phone: '98765 43210', code: '123456', purpose: 'signIn' },
    ])
    await screen.findByTestId('elsewhere', {}, { timeout: 3000 })
    expect(page.location().pathname).toBe('/buyer-dashboard')
  }, 20_000)

  it('shows a wrong code next to the field, with the tries left', async () => {
    server.use(
      http.post('/api/auth/phone/send-code', () =>
        HttpResponse.json({
          message: 'x',
          phone: '+91 ••••••3210',
          resendInSeconds: 30,
          expiresInSeconds: 600,
        }),
      ),
      http.post('/api/auth/phone/verify', () =>
        HttpResponse.json(
          {
            code: 'account.code_wrong',
            params: { left: 3 },
            message: 'That code is not right. 3 tries left.',
            field: 'code',
          },
          { status: 400 },
        ),
      ),
    )
    renderPage(Login, '/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with mobile number' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone Number' }), '9876543210')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    const code = screen.getByRole('textbox', { name: 'Code' })
    expect(await screen.findByText('That code is not right. 3 tries left.')).toBeInTheDocument()
    expect(code).toHaveAttribute('aria-invalid', 'true')
  })

  it('refuses a number that is not a mobile number before sending, and says a 429 in words', async () => {
    server.use(
      http.post('/api/auth/phone/send-code', () =>
        apiError(429, 'Too many codes were sent to this number. Please try again in 58 minutes.', {
          code: 'account.codes_per_number',
          params: { minutes: 58 },
        }),
      ),
    )
    renderPage(Login, '/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with mobile number' }))
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' })
    await userEvent.type(phone, '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findByText(
        'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.',
      ),
    ).toBeInTheDocument()
    await userEvent.clear(phone)
    await userEvent.type(phone, '9876543210')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findByText(
        'Too many codes were sent to this number. Please try again in 58 minutes.',
      ),
    ).toBeInTheDocument()
  })

  it("links to 'Forgot password?'", async () => {
    renderPage(Login, '/login')
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/forgot-password')
  })
})

describe('login: email and password', () => {
  it('refuses a blank password next to its field, without sending', async () => {
    let sent = 0
    server.use(
      http.post('/api/auth/login', () => {
        sent++
        return HttpResponse.json({ user: buyer, message: 'x' })
      }),
    )
    renderPage(Login, '/login')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.in')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password.',
    )
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid')
    expect(sent).toBe(0)
  })

  it("says the server's refusal below the fields and lands after a sign-in", async () => {
    let tries = 0
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        tries++
        const body = (await request.json()) as { password: string }
        return body.password === 'right-password-1'
          ? HttpResponse.json({ user: buyer, message: 'Login successful! Sending confirmation...' })
          : apiError(401, 'Incorrect email or password.', { code: 'auth.bad_credentials' })
      }),
    )
    const page = renderPage(Login, '/login')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.in')
    const password = screen.getByLabelText('Password')
    await userEvent.type(password, 'wrong-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.')
    await userEvent.clear(password)
    await userEvent.type(password, 'right-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(
      await screen.findAllByText('Login successful! Sending confirmation...'),
    ).not.toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
    await screen.findByTestId('elsewhere', {}, { timeout: 3000 })
    expect(page.location().pathname).toBe('/buyer-dashboard')
    expect(tries).toBe(2)
  })
})
