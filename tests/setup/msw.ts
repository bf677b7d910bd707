import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ApiError } from '#core/http/api-error.ts'

/**
 * The API as the page tests see it: each test file that imports this gets one MSW server, which
 * answers the requests the page makes with the handlers a test sets (`server.use(...)`). A request
 * no handler answers fails the test, so a page cannot quietly call an endpoint the test forgot.
 */
export const server = setupServer(
  // Every page asks for the session; logged out unless a test says otherwise.
  http.get('/api/session', () => HttpResponse.json({ user: null })),
  // A page in another language asks for its place names; none unless a test says otherwise, so
  // places show as stored (in English).
  http.get('/api/places/names', ({ request }) =>
    HttpResponse.json({
      lang: new URL(request.url).searchParams.get('lang') ?? 'en',
      states: {},
      districts: {},
    }),
  ),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/**
 * An error answer in the server's shape: a code, its params and its English text, and the field
 * it concerns when one does. By default the code of a failed check, which carries its text.
 */
export function apiError(
  status: number,
  message: string,
  extra: { code?: string; params?: ApiError['params']; field?: string } = {},
) {
  const body: ApiError = {
    code: extra.code ?? 'invalid_input',
    params: extra.params ?? (extra.code ? undefined : { text: message }),
    message,
    ...(extra.field ? { field: extra.field } : {}),
  }
  return HttpResponse.json(body, { status })
}

export const farmer = {
  id: 'u-farmer',
  name: 'Ravi Patil',
  email: 'ravi@example.in',
  phone: '+919876543210',
  phoneVerified: true,
  location: 'Nashik',
  roles: ['farmer'],
  activeRole: 'farmer',
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
} as const

export const buyer = {
  ...farmer,
  id: 'u-buyer',
  name: 'Asha Rao',
  email: 'asha@example.in',
  roles: ['buyer'],
  activeRole: 'buyer',
} as const

/** The session answer for `user` (a farmer or a buyer above). */
export const sessionAs = (user: typeof farmer | typeof buyer) =>
  http.get('/api/session', () => HttpResponse.json({ user }))
