import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { SupplyChainList, SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { upsertSupplyChainOrder } from './use-supply-chain-stream.ts'

const order = (
  id: string,
  createdAt: string,
  over: Partial<SupplyChainOrder> = {},
): SupplyChainOrder => ({
  id,
  crop: 'Onion',
  buyerName: 'Anita',
  orderNumber: 'FT-2611-000001',
  delivery: null,
  amountPaise: null,
  paymentMethod: null,
  paymentStatus: null,
  quantityKg: 3,
  status: 'Pending',
  statusReason: null,
  transport: null,
  orderItemId: null,
  createdAt,
  updatedAt: createdAt,
  ...over,
})

function clientWith(items: SupplyChainOrder[]) {
  const qc = new QueryClient()
  qc.setQueryData<SupplyChainList>(['supply-chain'], { items })
  return qc
}
const ids = (qc: QueryClient) =>
  qc.getQueryData<SupplyChainList>(['supply-chain'])!.items.map((o) => `${o.id}:${o.status}`)

describe('upsertSupplyChainOrder', () => {
  it.each([
    [
      'replaces a changed order in place',
      order('a', '2025-06-01T10:00:00.000Z', {
        status: 'In Transit',
        updatedAt: '2025-06-01T11:00:00.000Z',
      }),
      ['b:Pending', 'a:In Transit'],
    ],
    [
      'puts a new order first',
      order('c', '2025-06-03T10:00:00.000Z'),
      ['c:Pending', 'b:Pending', 'a:Pending'],
    ],
    [
      'ignores an older copy',
      order('a', '2025-06-01T10:00:00.000Z', {
        status: 'Delivered',
        updatedAt: '2025-05-01T00:00:00.000Z',
      }),
      ['b:Pending', 'a:Pending'],
    ],
  ])('%s', (_name, incoming, expected) => {
    const qc = clientWith([
      order('b', '2025-06-02T10:00:00.000Z'),
      order('a', '2025-06-01T10:00:00.000Z'),
    ])
    upsertSupplyChainOrder(qc, incoming)
    expect(ids(qc)).toEqual(expected)
  })

  it('leaves an unloaded list alone', () => {
    const qc = new QueryClient()
    upsertSupplyChainOrder(qc, order('a', '2025-06-01T10:00:00.000Z'))
    expect(qc.getQueryData(['supply-chain'])).toBeUndefined()
  })
})
