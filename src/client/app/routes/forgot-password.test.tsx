import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as ForgotPassword } from './forgot-password.tsx'

const SENT =
  'If an account matches, we have sent it a way to reset the password. Check your email or SMS.'
const DONE =
  'Your password is changed and every device was signed out. Log in with the new password.'

function endpoints() {
  const bodies: Record<string, unknown[]> = { forgot: [], reset: [] }
  server.use(
    http.post('/api/auth/password/forgot', async ({ request }) => {
      const body = (await request.json()) as { email?: string }
      bodies.forgot!.push(body)
      return HttpResponse.json({ message: SENT, via: body.email ? 'email' : 'phone' })
    }),
    http.post('/api/auth/password/reset', async ({ request }) => {
      bodies.reset!.push(await request.json())
      return HttpResponse.json({ message: DONE })
    }),
  )
  return bodies
}

describe('forgot password', () => {
  it('by email: says a link may be on its way, the same for any address', async () => {
    const bodies = endpoints()
    renderPage(ForgotPassword, '/forgot-password')
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email or mobile number' }),
      'asha@example.in',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(bodies.forgot).toEqual([{ email: 'asha@example.in' }])
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('by mobile number: the code and the new password twice, then the way to log in', async () => {
    const bodies = endpoints()
    renderPage(ForgotPassword, '/forgot-password')
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email or mobile number' }),
      '98765 43210',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '654321')
    await userEvent.type(screen.getByLabelText('New password'), 'monsoon-rains-77')
    await userEvent.type(screen.getByLabelText('New password again'), 'monsoon-rains-78')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument()
    expect(bodies.reset).toHaveLength(0)
    await userEvent.clear(screen.getByLabelText('New password again'))
    await userEvent.type(screen.getByLabelText('New password again'), 'monsoon-rains-77')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText(DONE)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(bodies.forgot).toEqual([{ phone: '98765 43210' }])
    expect(bodies.reset).toEqual([
      { phone: '98765 43210', code: '654321', password: 'monsoon-rains-77' },
    ])
  }, 20_000)

  it("with the emailed link's token: the new password, and a used link said in words", async () => {
    server.use(
      http.post('/api/auth/password/reset', () =>
        HttpResponse.json(
          {
            code: 'account.reset_link_invalid',
            message:
              'This reset link is not valid, was already used or has expired. Ask for a new one.',
          },
          { status: 400 },
        ),
      ),
    )
    renderPage(ForgotPassword, '/forgot-password', '/forgot-password?token=abc')
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('New password'), 'monsoon-rains-77')
    await userEvent.type(screen.getByLabelText('New password again'), 'monsoon-rains-77')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(
      await screen.findByText(
        'This reset link is not valid, was already used or has expired. Ask for a new one.',
      ),
    ).toBeInTheDocument()
  }, 20_000)
})
