import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import {
  client,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '#server/test/server-process.ts'

/**
 * SIGKILL the server in the middle of a burst of 200 checkouts, a third of them cancelling their
 * listing line at once; after a restart every acknowledged order and cancellation exists exactly
 * once, the listing's quantity matches (left + sold − cancelled = stock), and no order is half
 * written (each has its lines, each listing line its supply-chain order). Embedded database by
 * default; PostgreSQL with TEST_DB=postgres.
 */
let data: ServerData
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.kill()
  await data?.cleanup()
})

const inStock = CATALOGUE.filter((c) => c.availability !== 'Out of Stock').map((c) => c.id)
const STOCK = 5000
const BURST = 200

type Order = {
  id: string
  lines: Array<{
    id: string
    status: string
    kind: string
    productId: string | null
    quantityKg: number
    supplyChainOrderId?: string | null
  }>
}

describe('crash during checkouts', () => {
  it('keeps every acknowledged order exactly once and quantities consistent', async () => {
    data = await serverData()
    server = await startServerProcess(data.env)
    const farmer = client(server.url)
    const buyer = client(server.url)
    const reg = (c: ReturnType<typeof client>, role: string, n: string) =>
      c.call('POST', '/api/auth/register', {
        name: `Crash ${role}`,
        email: `crash-${role}-${n}@example.in`,
        password: 'green-fields-42',
        role,
        location: 'Pune',
        phone: role === 'farmer' ? '9822000001' : '9822000002',
      })
    const stamp = randomUUID().slice(0, 8)
    expect((await reg(farmer, 'farmer', stamp)).status).toBe(201)
    expect((await reg(buyer, 'buyer', stamp)).status).toBe(201)
    const listing = await farmer.call('POST', '/api/listings', {
      productName: 'Crash Onion',
      price: 30,
      quantity: STOCK,
    })
    expect(listing.status).toBe(201)
    const productId = listing.json.id as string

    const requests = Array.from({ length: BURST }, (_, i) => ({
      idempotencyKey: `crash-${stamp}-${i}`,
      lines: [
        { kind: 'listing', productId, quantityKg: 1 + (i % 3), seenPricePaise: 30_00 },
        {
          kind: 'catalogue',
          catalogueId: inStock[i % inStock.length]!,
          seenPricePaise: CATALOGUE[inStock[i % inStock.length]!]!.pricePaise,
        },
      ],
      delivery: {
        fullName: 'Crash Buyer',
        address: '12 FC Road, Shivajinagar, Pune',
        phone: '9822000002',
      },
      payment: 'COD',
    }))
    const acknowledged = new Map<string, string>() // idempotencyKey → order id
    const cancelled = new Set<string>() // order line ids whose cancellation was acknowledged
    let killed = false
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const i = next++
        const body = requests[i]!
        try {
          const res = await buyer.call('POST', '/api/orders', body)
          if (res.status === 201 || res.status === 200) {
            acknowledged.set(body.idempotencyKey, res.json.id as string)
            // Every third order cancels its listing line at once: cancellations race the
            // checkouts and the crash too.
            if (i % 3 === 0) {
              const o = res.json as Order
              const line = o.lines.find((l) => l.kind === 'listing')!
              const c = await buyer.call('POST', `/api/orders/${o.id}/lines/${line.id}/cancel`)
              if (c.status === 200) cancelled.add(line.id)
            }
          }
        } catch {
          // the connection died with the server: not acknowledged
        }
        if (!killed && acknowledged.size >= 60) {
          killed = true
          await server!.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, worker))
    expect(killed).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(60)
    expect(acknowledged.size).toBeLessThan(BURST)

    // Restart on the same data; the cookies still work (sessions live in the database).
    server = await startServerProcess(data.env)
    farmer.setBase(server.url)
    buyer.setBase(server.url)

    const orders: Order[] = []
    for (let page = 1; ; page++) {
      const res = await buyer.call('GET', `/api/orders?page=${page}&limit=50`)
      expect(res.status).toBe(200)
      const items = res.json.items as Order[]
      orders.push(...items)
      if (items.length < 50) break
    }
    const ids = orders.map((o) => o.id)
    expect(new Set(ids).size, 'no order twice').toBe(ids.length)
    for (const id of acknowledged.values())
      expect(ids, 'every acknowledged order survives').toContain(id)
    for (const o of orders) {
      expect(o.lines, `order ${o.id} has both lines`).toHaveLength(2)
    }
    const listingLines = orders.flatMap((o) => o.lines.filter((l) => l.kind === 'listing'))
    const sold = listingLines.reduce((s, l) => s + l.quantityKg, 0)
    const cancelledLines = listingLines.filter((l) => l.status === 'Cancelled')
    for (const id of cancelled)
      expect(
        cancelledLines.map((l) => l.id),
        'every acknowledged cancellation survives',
      ).toContain(id)
    expect(cancelled.size, 'some cancellations were acknowledged').toBeGreaterThan(0)
    const returned = cancelledLines.reduce((s, l) => s + l.quantityKg, 0)
    const mine = await farmer.call('GET', '/api/listings/mine')
    const left = (mine.json.items as Array<{ id: string; quantity: number }>).find(
      (p) => p.id === productId,
    )!.quantity
    expect(left + sold - returned, 'stock = left + sold − cancelled').toBe(STOCK)
    const chain = await farmer.call('GET', '/api/supply-chain')
    expect((chain.json.items as unknown[]).length, 'a supply-chain order per listing line').toBe(
      listingLines.length,
    )

    // Retrying every request with its key makes no duplicates and completes the rest.
    for (const body of requests) {
      const res = await buyer.call('POST', '/api/orders', body)
      expect([200, 201]).toContain(res.status)
      if (acknowledged.has(body.idempotencyKey))
        expect(res.json.id).toBe(acknowledged.get(body.idempotencyKey))
    }
    const all = await buyer.call('GET', '/api/orders?page=1&limit=1')
    expect(all.json.total).toBe(BURST)
  }, 300_000)
})
