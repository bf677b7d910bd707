import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { MAX_ORDER_TOTAL_PAISE } from './orders.contract.ts'
import {
  checkCatalogueLines,
  priceOrder,
  wantedPerListing,
  whyNotAvailable,
  type TakenListing,
} from './pricing.ts'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const mango: TakenListing = {
  name: 'Mango',
  pricePaise: 150_00,
  farmerId: 'f1',
  farmerName: 'Selvi',
}

describe('priceOrder', () => {
  it('prices catalogue items from the catalogue and listings at the price taken', () => {
    const r = priceOrder(
      [
        { kind: 'catalogue', catalogueId: 0 },
        { kind: 'listing', productId: A, quantityKg: 3 },
      ],
      new Map([[A, mango]]),
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(
      r.value.lines.map((l) => [l.name, l.unitPricePaise, l.quantityKg, l.lineTotalPaise]),
    ).toEqual([
      [CATALOGUE[0]!.name, CATALOGUE[0]!.pricePaise, 1, CATALOGUE[0]!.pricePaise],
      ['Mango', 150_00, 3, 450_00],
    ])
    expect(r.value.totalPaise).toBe(CATALOGUE[0]!.pricePaise + 450_00)
  })

  it('refuses a total past what one order may hold', () => {
    const dear = { ...mango, pricePaise: MAX_ORDER_TOTAL_PAISE }
    const r = priceOrder([{ kind: 'listing', productId: A, quantityKg: 2 }], new Map([[A, dear]]))
    expect(r).toEqual({ ok: false, refusal: { code: 'order.too_large', field: 'lines' } })
  })
})

describe('checkCatalogueLines', () => {
  it('names the line of an unknown item and of one out of stock', () => {
    expect(checkCatalogueLines([{ kind: 'catalogue', catalogueId: 999 }])).toEqual({
      code: 'order.catalogue_unknown',
      field: 'lines.0.catalogueId',
    })
    const out = CATALOGUE.find((c) => c.availability === 'Out of Stock')!
    expect(
      checkCatalogueLines([
        { kind: 'listing', productId: A, quantityKg: 1 },
        { kind: 'catalogue', catalogueId: out.id },
      ]),
    ).toEqual({ code: 'order.out_of_stock', params: { name: out.name }, field: 'lines.1' })
    expect(checkCatalogueLines([{ kind: 'catalogue', catalogueId: 0 }])).toBeNull()
  })
})

describe('wantedPerListing', () => {
  it('sums the kg of each listing and sorts by id, so checkouts lock rows in one order', () => {
    expect(
      wantedPerListing([
        { kind: 'listing', productId: B, quantityKg: 1 },
        { kind: 'catalogue', catalogueId: 0 },
        { kind: 'listing', productId: A, quantityKg: 2 },
        { kind: 'listing', productId: B, quantityKg: 4 },
      ]),
    ).toEqual([
      [A, 2],
      [B, 5],
    ])
  })
})

describe('whyNotAvailable', () => {
  const state = { name: 'Okra', leftKg: 2, farmerId: 'f1', deleted: false }
  it.each([
    ['gone', null, { code: 'order.listing_gone', field: 'lines' }],
    ['deleted', { ...state, deleted: true }, { code: 'order.listing_gone', field: 'lines' }],
    [
      'own',
      { ...state, farmerId: 'me' },
      { code: 'order.own_listing', params: { name: 'Okra' }, field: 'lines' },
    ],
    [
      'sold out',
      { ...state, leftKg: 0 },
      { code: 'order.sold_out', params: { name: 'Okra' }, field: 'lines' },
    ],
    [
      'too little',
      state,
      { code: 'order.too_little_left', params: { left: 2, name: 'Okra', kg: 5 }, field: 'lines' },
    ],
  ])('%s', (_name, listing, refusal) => {
    expect(whyNotAvailable(listing, 'me', 5)).toEqual(refusal)
  })
})
