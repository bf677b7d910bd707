import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiError, buyer, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Register } from './register.tsx'

// The location box looks districts up as it is typed in.
beforeEach(() =>
  server.use(
    http.get('/api/places/districts', () =>
      HttpResponse.json({
        items: [
          { state: 'Maharashtra', district: 'Nashik', label: 'Nashik', stateLabel: 'Maharashtra' },
        ],
      }),
    ),
  ),
)

describe('register', () => {
  it("carries the server's length limits on its inputs", async () => {
    renderPage(Register, '/register')
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAttribute('maxLength', '80')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxLength', '254')
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '128')
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('maxLength', '120')
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('maxLength', '32')
  })

  it('starts as a farmer when sent as one (?role=farmer), else as a buyer', async () => {
    const farmer = renderPage(Register, '/register', '/register?role=farmer')
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('farmer')
    farmer.unmount()
    renderPage(Register, '/register', '/register?role=admin')
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('buyer')
  })

  it('a length error from the server names and marks its field', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        apiError(400, 'Location: at most 120 characters.', { field: 'location' }),
      ),
    )
    renderPage(Register, '/register')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Asha')
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in')
    await userEvent.type(screen.getByLabelText('Password'), 'kheti-2024-bari')
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Nashik')
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), '9876543210')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    const location = screen.getByRole('combobox', { name: 'Location' })
    expect(await screen.findAllByText('Location: at most 120 characters.')).not.toHaveLength(0)
    expect(location).toHaveAttribute('aria-invalid', 'true')
    expect(location).toHaveAccessibleDescription(
      expect.stringContaining('Location: at most 120 characters.'),
    )
  })

  it('goes on to the code screen, not to a role question', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          {
            user: { ...buyer, phoneVerified: false },
            message: 'Registration successful! Redirecting...',
          },
          { status: 201 },
        ),
      ),
    )
    const page = renderPage(Register, '/register')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Asha')
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in')
    await userEvent.type(screen.getByLabelText('Password'), 'kheti-2024-bari')
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Nashik')
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), '9876543210')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await screen.findByTestId('elsewhere', {}, { timeout: 3000 })
    expect(page.location().pathname).toBe('/verify-phone')
    expect(page.location().state).toEqual({ codeSent: true, from: null })
  }, 20_000)
})
