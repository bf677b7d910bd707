import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AdminUser, Today } from '#core/admin/admin.contract.ts'
import { buyer, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as Admin } from './admin.tsx'

const operator = {
  ...farmer,
  id: 'u-operator',
  name: 'Meera Ops',
  email: 'meera@farmtrek.in',
  roles: ['operator'],
  activeRole: null,
}

const today: Today = {
  since: '2026-11-26T18:30:00.000Z',
  orders: 12,
  salesPaise: 4_825_000,
  payments: { paid: 7, failed: 1 },
  payouts: { held: 3 },
  refundsPaise: 0,
  failedMessages: 2,
  pendingMessages: 5,
  latestPriceDate: '2026-11-25',
  priceAgeDays: 2,
}

const ravi: AdminUser = {
  id: 'u-ravi',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+919876500001',
  phoneVerified: true,
  roles: ['farmer'],
  createdAt: '2026-10-01T10:00:00.000Z',
  suspendedAt: null,
  suspendedReason: null,
}

describe('/admin', { timeout: 20_000 }, () => {
  it('signs an operator in with the password, then the code, and shows today', async () => {
    let signedIn = false
    const bodies: unknown[] = []
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: signedIn ? operator : null })),
      http.post('/api/auth/login', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          twoFactorRequired: true,
          message: 'Enter the code from your authenticator app.',
        })
      }),
      http.post('/api/auth/two-factor', async ({ request }) => {
        bodies.push(await request.json())
        signedIn = true
        return HttpResponse.json({ user: operator, message: 'Login successful!' })
      }),
      http.get('/api/admin/today', () => HttpResponse.json(today)),
    )
    const user = userEvent.setup()
    renderPage(Admin, '/admin')
    await user.type(await screen.findByLabelText('Email'), 'meera@farmtrek.in')
    await user.type(screen.getByLabelText('Password'), 'steady-harvest-73')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm code' }))
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument()
    expect(await screen.findByText('₹48,250.00')).toBeInTheDocument()
    expect(screen.getByText('2 days (latest 25 Nov 2026)')).toBeInTheDocument()
    expect(bodies).toEqual([
      { email: 'meera@farmtrek.in', password: 'steady-harvest-73' },
      { code: '123456' },
    ])
  })

  it('finds a user and suspends them with a reason', async () => {
    let current = ravi
    const sent: unknown[] = []
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: operator })),
      http.get('/api/admin/today', () => HttpResponse.json(today)),
      http.get('/api/admin/users', () => HttpResponse.json({ items: [current] })),
      http.post('/api/admin/users/u-ravi/suspend', async ({ request }) => {
        sent.push(await request.json())
        current = {
          ...ravi,
          suspendedAt: '2026-11-27T10:00:00.000Z',
          suspendedReason: 'Fake listings',
        }
        return HttpResponse.json(current)
      }),
    )
    const user = userEvent.setup()
    renderPage(Admin, '/admin', '/admin?tab=find')
    const box = await screen.findByRole('searchbox', { name: 'Find a user' })
    await user.type(box, 'ravi')
    await user.click(within(box.closest('form')!).getByRole('button', { name: 'Search' }))
    await user.click(await screen.findByRole('button', { name: 'Suspend' }))
    await user.type(screen.getByLabelText('Reason (the user is told it)'), 'Fake listings')
    await user.click(screen.getByRole('button', { name: 'Suspend account' }))
    expect(await screen.findByText('Suspended: Fake listings')).toBeInTheDocument()
    expect(sent).toEqual([{ reason: 'Fake listings' }])
    expect(screen.getByRole('button', { name: 'Lift suspension' })).toBeInTheDocument()
  })

  it('sends an unverified number a new code; a verified one has no such button', async () => {
    const asha: AdminUser = {
      ...ravi,
      id: 'u-asha',
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phoneVerified: false,
    }
    const sent: string[] = []
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: operator })),
      http.get('/api/admin/today', () => HttpResponse.json(today)),
      http.get('/api/admin/users', () => HttpResponse.json({ items: [asha, ravi] })),
      http.post('/api/admin/users/:id/resend-verification', ({ params }) => {
        sent.push(String(params.id))
        return HttpResponse.json({ phone: '+91 ••••••0001', expiresInSeconds: 600 })
      }),
    )
    const user = userEvent.setup()
    renderPage(Admin, '/admin', '/admin?tab=find&user=rao')
    const row = async (name: string) => (await screen.findByText(new RegExp(name))).closest('li')!
    const ashaRow = await row('Asha Rao')
    const raviRow = await row('Ravi Kumar')
    expect(within(ashaRow).getByText('Mobile number not verified')).toBeInTheDocument()
    expect(within(raviRow).getByText('Mobile number verified')).toBeInTheDocument()
    expect(
      within(raviRow).queryByRole('button', { name: 'Resend a verification' }),
    ).not.toBeInTheDocument()
    await user.click(within(ashaRow).getByRole('button', { name: 'Resend a verification' }))
    expect(await within(ashaRow).findByRole('status')).toHaveTextContent(
      'A new code is sent to +91 ••••••0001.',
    )
    expect(sent).toEqual(['u-asha'])
  })

  it('tells another kind of account that the page is not for it', async () => {
    server.use(sessionAs(buyer))
    renderPage(Admin, '/admin')
    expect(
      await screen.findByText(
        'This page is for FarmTrek operators. You are signed in with another account.',
      ),
    ).toBeInTheDocument()
  })
})
