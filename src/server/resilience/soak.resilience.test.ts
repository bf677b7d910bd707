import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  client,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '#server/test/server-process.ts'

/**
 * 60 s of mixed traffic at 100 requests/s — browse, prices, predict, checkout, status changes —
 * against a real server process with the shipped market data: no 5xx, and memory flat (the RSS of
 * the last part of the run stays within 1.5× of its level after warm-up).
 */
let data: ServerData
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.kill()
  await data?.cleanup()
})

const DURATION_MS = 60_000
const RATE = 100

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

describe('soak', () => {
  it('serves 60 s of mixed traffic at 100 req/s without a 5xx, memory flat', async () => {
    data = await serverData()
    server = await startServerProcess({ ...data.env, LOAD_MARKET_DATA: 'true' })
    const stamp = randomUUID().slice(0, 8)
    const farmer = client(server.url)
    const buyer = client(server.url)
    for (const [c, role, phone] of [
      [farmer, 'farmer', '9822000011'],
      [buyer, 'buyer', '9822000012'],
    ] as const) {
      const r = await c.call('POST', '/api/auth/register', {
        name: `Soak ${role}`,
        email: `soak-${role}-${stamp}@example.in`,
        password: 'green-fields-42',
        role,
        location: 'Pune',
        phone,
      })
      expect(r.status).toBe(201)
    }
    const listing = await farmer.call('POST', '/api/listings', {
      productName: 'Soak Tomato',
      price: 24.5,
      quantity: 900000,
    })
    expect(listing.status).toBe(201)
    const productId = listing.json.id as string

    let n = 0
    const mix: Array<() => Promise<{ status: number }>> = [
      () => buyer.call('GET', '/api/listings?q=tom'),
      () => buyer.call('GET', '/api/listings'),
      () => farmer.call('GET', `/api/market-prices?q=on&page=${1 + (n % 5)}`),
      () => farmer.call('GET', `/api/market-prices?page=${1 + (n % 20)}`),
      () => farmer.call('GET', `/api/predict?crop=${['Coconut', 'Copra', 'Onion'][n % 3]}`),
      () =>
        buyer.call('POST', '/api/orders', {
          idempotencyKey: `soak-${stamp}-${n}`,
          lines: [{ kind: 'listing', productId, quantityKg: 1, seenPricePaise: 24_50 }],
          delivery: {
            fullName: 'Soak Buyer',
            address: '12 FC Road, Shivajinagar, Pune',
            phone: '9822000012',
          },
          payment: 'COD',
        }),
      async () => {
        const list = await farmer.call('GET', '/api/supply-chain')
        const items = (list.json?.items ?? []) as Array<{ id: string; status: string }>
        const next = items.find((o) => o.status !== 'Delivered')
        if (!next) return list
        return next.status === 'Pending'
          ? farmer.call('PATCH', `/api/supply-chain/${next.id}`, {
              status: 'In Transit',
              transport: 'MH-12-AB-1234',
            })
          : farmer.call('PATCH', `/api/supply-chain/${next.id}`, {
              status: 'Delivered',
              withoutCode: true,
            })
      },
      () => farmer.call('GET', '/api/listings/mine'),
      () => buyer.call('GET', '/api/orders?page=1&limit=10'),
      () => buyer.call('GET', '/api/health'),
    ]

    const statuses = new Map<number, number>()
    const fiveXx: string[] = []
    const samples: number[] = []
    const started = Date.now()
    const inflight = new Set<Promise<void>>()
    const sampler = setInterval(() => samples.push(rssKb(server!.child.pid!)), 5000)
    while (Date.now() - started < DURATION_MS) {
      const i = n++
      const p = mix[i % mix.length]!()
        .then((r) => {
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
          // A concurrent status move may lose the race (409); anything 5xx is a failure.
          if (r.status >= 500) fiveXx.push(`${i % mix.length}: ${r.status}`)
        })
        .catch((err: Error) => {
          fiveXx.push(
            `${i % mix.length}: ${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`,
          )
        })
        .finally(() => inflight.delete(p))
      inflight.add(p)
      const due = started + (n * 1000) / RATE
      const wait = due - Date.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    }
    await Promise.all(inflight)
    clearInterval(sampler)

    const summary = [...statuses.entries()]
      .sort()
      .map(([s, c]) => `${s}×${c}`)
      .join(' ')
    console.log(
      `soak: ${n} requests in ${Date.now() - started} ms: ${summary}; RSS kB ${samples.join(' ')}`,
    )
    expect(fiveXx.slice(0, 5), summary).toEqual([])
    expect(n).toBeGreaterThanOrEqual((DURATION_MS / 1000) * RATE * 0.9)
    expect(statuses.get(200) ?? 0).toBeGreaterThan(n / 2)
    // Memory: after warm-up (the first 20 s), the level stays flat.
    const warm = Math.max(...samples.slice(2, 4))
    const late = Math.max(...samples.slice(-3))
    expect(late, `RSS warm ${warm} kB, late ${late} kB`).toBeLessThan(warm * 1.5)
  }, 240_000)
})
