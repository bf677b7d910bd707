import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buyer, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Profile } from './profile.tsx'

const devices = [
  {
    id: 's1',
    current: true,
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    ipAddress: '10.0.0.1',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-27T10:00:00.000Z',
  },
  {
    id: 's2',
    current: false,
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ipAddress: '10.0.0.2',
    createdAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: '2026-11-20T10:00:00.000Z',
  },
]

describe('/profile', () => {
  it('saves the name, refuses a wrong current password on its field, and signs out everywhere else', async () => {
    const requests: Array<[string, unknown]> = []
    let list = devices
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: buyer })),
      http.get('/api/account/sessions', () => HttpResponse.json({ items: list })),
      http.patch('/api/account/profile', async ({ request }) => {
        const body = (await request.json()) as { name: string }
        requests.push(['profile', body])
        return HttpResponse.json({
          user: { ...buyer, name: body.name },
          message: 'Your profile is saved.',
        })
      }),
      http.post('/api/account/password', async ({ request }) => {
        requests.push(['password', await request.json()])
        return HttpResponse.json(
          {
            code: 'account.wrong_password',
            message: 'Your current password is not right.',
            field: 'currentPassword',
          },
          { status: 403 },
        )
      }),
      http.post('/api/account/sessions/end-others', () => {
        list = devices.slice(0, 1)
        return HttpResponse.json({ message: 'Every other device was signed out.' })
      }),
    )
    renderPage(Profile, '/profile')
    const name = await screen.findByRole('textbox', { name: 'Name' })
    expect(name).toHaveAttribute('maxLength', '80')
    await userEvent.clear(name)
    await userEvent.type(name, 'Asha R.')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Asha R.' })).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password')
    await userEvent.type(screen.getByLabelText('New password'), 'monsoon-rains-77')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')

    const section = screen.getByRole('region', { name: 'Signed-in devices' })
    expect(await within(section).findByText('Chrome on Windows')).toBeInTheDocument()
    expect(within(section).getByText('Firefox on Android')).toBeInTheDocument()
    expect(within(section).getByText('This device')).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }))
    await screen.findByText('Every other device was signed out.')
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1)
    expect(requests).toEqual([
      ['profile', { name: 'Asha R.', phone: buyer.phone, village: '' }],
      ['password', { currentPassword: 'not-my-password', password: 'monsoon-rains-77' }],
    ])
  }, 30_000)
})

describe('/profile: leaving', () => {
  it('offers the data as a file, warns before deleting, refuses a wrong password on its field, then goes home signed out', async () => {
    const sent: unknown[] = []
    let wrong = true
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: buyer })),
      http.get('/api/account/sessions', () => HttpResponse.json({ items: devices })),
      http.post('/api/account/delete', async ({ request }) => {
        sent.push(await request.json())
        if (wrong) {
          wrong = false
          return HttpResponse.json(
            {
              code: 'account.wrong_password',
              message: 'Your current password is not right.',
              field: 'password',
            },
            { status: 403 },
          )
        }
        return HttpResponse.json({
          message:
            'Your account is deleted. Your order records are kept without your name, number or address.',
        })
      }),
    )
    const view = renderPage(Profile, '/profile')
    const section = await screen.findByRole('region', { name: 'Your data and your account' })
    const download = within(section).getByRole('link', { name: 'Download my data' })
    expect(download).toHaveAttribute('href', '/api/account/data')
    expect(download).toHaveAttribute('download')

    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }))
    expect(within(section).getByText(/This cannot be undone\./)).toBeInTheDocument()
    const confirm = within(section).getByRole('button', { name: 'Delete my account for good' })
    await userEvent.click(confirm)
    expect(
      await within(section).findByText('Enter your password to delete your account.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([])

    await userEvent.type(within(section).getByLabelText('Password'), 'not-my-password')
    await userEvent.click(confirm)
    expect(
      await within(section).findByText('Your current password is not right.'),
    ).toBeInTheDocument()
    expect(within(section).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(within(section).getByLabelText('Password'))
    await userEvent.type(within(section).getByLabelText('Password'), 'green-fields-42')
    await userEvent.click(confirm)
    expect(
      await screen.findByText(
        'Your account is deleted. Your order records are kept without your name, number or address.',
      ),
    ).toBeInTheDocument()
    expect(view.location().pathname).toBe('/')
    expect(sent).toEqual([{ password: 'not-my-password' }, { password: 'green-fields-42' }])
  }, 30_000)
})
