import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiError, server } from '../../../tests/setup/msw.ts'
import { answer, apiClient, ApiRequestError, OFFLINE_MESSAGE } from './api-client.ts'
import { lastSynced } from './online.ts'

const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('no error'),
    (err: unknown) => err,
  )

describe('apiClient', () => {
  it('answers the data of a 2xx, with the session cookie sent and the query as the page hints it', async () => {
    let seen: Request | undefined
    server.use(
      http.get('/api/market-prices', ({ request }) => {
        seen = request
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })
      }),
    )
    localStorage.clear()
    const data = await answer(
      apiClient.GET('/api/market-prices', { params: { query: { q: '', page: 1 } } }),
    )
    expect(data.total).toBe(0)
    expect(seen?.credentials).toBe('same-origin')
    expect(new URL(seen!.url).search).toBe('?q=&page=1')
    expect(lastSynced()).not.toBeNull()
  })

  it('throws a refusal as ApiRequestError with its status, code, params and field', async () => {
    server.use(
      http.post('/api/alerts', () =>
        apiError(409, 'You have 20 alerts.', {
          code: 'alerts.limit',
          params: { max: 20 },
          field: 'crop',
        }),
      ),
    )
    const err = await caught(
      answer(
        apiClient.POST('/api/alerts', {
          body: { crop: 'Onion', condition: 'above', thresholdPaise: 100, channels: ['sms'] },
        }),
      ),
    )
    expect(err).toBeInstanceOf(ApiRequestError)
    expect(err).toMatchObject({
      status: 409,
      code: 'alerts.limit',
      params: { max: 20 },
      field: 'crop',
      message: 'You have 20 alerts.',
    })
  })

  it('carries the prices now of a 409 order.price_changed, and drops entries it cannot read', async () => {
    const change = {
      listingId: 'l-1',
      catalogueId: null,
      name: 'Onion',
      seenPaise: 20_00,
      pricePaise: 25_00,
    }
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json(
          {
            code: 'order.price_changed',
            message: 'Prices changed.',
            priceChanges: [change, { listingId: 'l-2' }],
          },
          { status: 409 },
        ),
      ),
    )
    const err = await caught(
      answer(
        apiClient.POST('/api/orders', {
          body: {
            idempotencyKey: '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11',
            payment: 'COD',
            delivery: { fullName: 'Asha Rao', address: 'Pune', phone: '9876543210' },
            lines: [],
          },
        }),
      ),
    )
    expect(err).toMatchObject({ status: 409, code: 'order.price_changed' })
    expect((err as ApiRequestError).priceChanges).toEqual([change])
  })

  it('gives a readable error for a refusal that is not JSON (a proxy page)', async () => {
    server.use(
      http.get('/api/session', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    )
    const err = await caught(answer(apiClient.GET('/api/session')))
    expect(err).toMatchObject({ status: 502, code: undefined })
    expect((err as Error).message).toBe('The server answered 502. Please try again.')
  })

  it('throws the offline error (status 0) when the server cannot be reached', async () => {
    server.use(http.get('/api/session', () => HttpResponse.error()))
    const err = await caught(answer(apiClient.GET('/api/session')))
    expect(err).toMatchObject({ status: 0, message: OFFLINE_MESSAGE })
  })

  it('keeps a cancelled request an AbortError', async () => {
    server.use(
      http.get('/api/session', async () => {
        await new Promise((r) => setTimeout(r, 200))
        return HttpResponse.json({ user: null })
      }),
    )
    const ctrl = new AbortController()
    const call = answer(apiClient.GET('/api/session', { signal: ctrl.signal }))
    ctrl.abort()
    const err = await caught(call)
    expect(err).not.toBeInstanceOf(ApiRequestError)
    expect((err as Error).name).toBe('AbortError')
  })
})
