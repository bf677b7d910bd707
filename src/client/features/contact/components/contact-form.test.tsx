import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { ContactForm } from './contact-form.tsx'

const fill = async (name: string, email: string, message: string) => {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), name)
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email)
  if (message) await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), message)
}

describe('ContactForm', () => {
  it('takes no more than the server accepts in each field', () => {
    renderPage(ContactForm, '/')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxLength', '120')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxLength', '254')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxLength', '5000')
  })

  it("marks the field a server's length error names, and names it", async () => {
    server.use(
      http.post('/api/contact', () =>
        apiError(400, 'Message: at most 5000 characters.', { field: 'message' }),
      ),
    )
    renderPage(ContactForm, '/')
    await fill('Asha', 'asha@example.in', 'Hello')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    const message = screen.getByRole('textbox', { name: 'Message' })
    expect(await screen.findByText('Message: at most 5000 characters.')).toBeInTheDocument()
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(message).toHaveAccessibleDescription('Message: at most 5000 characters.')
  })

  it('shows its own checks on their fields, and clears stale errors when the message is sent', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json({ id: 1, message: 'Thank you! We will get back to you soon.' }),
      ),
    )
    renderPage(ContactForm, '/')
    await fill('Asha', '', 'Hello')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter your email.')
    expect(email).toHaveFocus()

    await userEvent.type(email, 'asha@example.in')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      (await screen.findAllByText('Thank you! We will get back to you soon.')).length,
    ).toBeGreaterThan(0)
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter your email.')).not.toBeInTheDocument()
  })
})
