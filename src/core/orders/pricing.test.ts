import { describe, expect, it } from 'vitest'
import { catalogueListingId } from '../catalogue/catalogue-owners.ts'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { MAX_ORDER_TOTAL_PAISE } from './orders.contract.ts'
import {
  checkCatalogueLines,
  priceChangedRefusal,
  priceChanges,
  priceOrder,
  wantedPerListing,
  whyNotAvailable,
  type TakenListing,
} from './pricing.ts'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C0 = catalogueListingId(0)
const mango: TakenListing = {
  name: 'Mango',
  pricePaise: 150_00,
  farmerId: 'f1',
  farmerName: 'Selvi',
}
const tomato: TakenListing = {
  name: CATALOGUE[0]!.name,
  pricePaise: CATALOGUE[0]!.pricePaise,
  farmerId: 'catalogue-farmer-x',
  farmerName: CATALOGUE[0]!.farmer,
}

describe('priceOrder', () => {
  it('prices catalogue items and listings at the price their listing had when taken', () => {
    const r = priceOrder(
      [
        { kind: 'catalogue', catalogueId: 0, quantityKg: 2, seenPricePaise: 1 },
        { kind: 'listing', productId: A, quantityKg: 3, seenPricePaise: 1 },
      ],
      new Map([
        [A, mango],
        [C0, tomato],
      ]),
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(
      r.value.lines.map((l) => [
        l.kind,
        l.listingId,
        l.farmerId,
        l.unitPricePaise,
        l.quantityKg,
        l.lineTotalPaise,
      ]),
    ).toEqual([
      ['catalogue', C0, 'catalogue-farmer-x', tomato.pricePaise, 2, tomato.pricePaise * 2],
      ['listing', A, 'f1', 150_00, 3, 450_00],
    ])
    expect(r.value.totalPaise).toBe(tomato.pricePaise * 2 + 450_00)
  })

  it('refuses a total past what one order may hold', () => {
    const dear = { ...mango, pricePaise: MAX_ORDER_TOTAL_PAISE }
    const r = priceOrder(
      [{ kind: 'listing', productId: A, quantityKg: 2, seenPricePaise: 1 }],
      new Map([[A, dear]]),
    )
    expect(r).toEqual({ ok: false, refusal: { code: 'order.too_large', field: 'lines' } })
  })
})

describe('priceChanges', () => {
  const now = new Map([
    [A, { name: 'Mango', pricePaise: 160_00 }],
    [B, { name: 'Okra', pricePaise: 50_00 }],
    [C0, { name: 'Tomato', pricePaise: 30_00 }],
  ])
  it('lists each line whose seen price is not the price now, with both prices', () => {
    const changes = priceChanges(
      [
        { kind: 'listing', productId: A, quantityKg: 1, seenPricePaise: 150_00 },
        { kind: 'listing', productId: B, quantityKg: 1, seenPricePaise: 50_00 },
        { kind: 'catalogue', catalogueId: 0, quantityKg: 1, seenPricePaise: 25_00 },
      ],
      now,
    )
    expect(changes).toEqual([
      { listingId: A, catalogueId: null, name: 'Mango', seenPaise: 150_00, pricePaise: 160_00 },
      { listingId: C0, catalogueId: 0, name: 'Tomato', seenPaise: 25_00, pricePaise: 30_00 },
    ])
    expect(priceChangedRefusal(changes)).toEqual({
      code: 'order.price_changed',
      params: { names: 'Mango, Tomato', count: 2 },
      field: 'lines',
    })
  })
  it('is empty when the prices match', () => {
    expect(
      priceChanges(
        [
          { kind: 'listing', productId: A, quantityKg: 1, seenPricePaise: 160_00 },
          { kind: 'listing', productId: B, quantityKg: 1, seenPricePaise: 50_00 },
        ],
        now,
      ),
    ).toEqual([])
  })
})

describe('checkCatalogueLines', () => {
  it('names the line of an unknown item', () => {
    expect(
      checkCatalogueLines([
        { kind: 'listing', productId: A, quantityKg: 1, seenPricePaise: 1 },
        { kind: 'catalogue', catalogueId: 999, quantityKg: 1, seenPricePaise: 1 },
      ]),
    ).toEqual({ code: 'order.catalogue_unknown', field: 'lines.1.catalogueId' })
    expect(
      checkCatalogueLines([
        { kind: 'catalogue', catalogueId: 0, quantityKg: 1, seenPricePaise: 1 },
      ]),
    ).toBeNull()
  })
})

describe('wantedPerListing', () => {
  it('sums the kg of each listing (catalogue items by their listing) and sorts by id', () => {
    expect(
      wantedPerListing([
        { kind: 'listing', productId: B, quantityKg: 1, seenPricePaise: 1 },
        { kind: 'catalogue', catalogueId: 0, quantityKg: 3, seenPricePaise: 1 },
        { kind: 'listing', productId: A, quantityKg: 2, seenPricePaise: 1 },
        { kind: 'listing', productId: B, quantityKg: 4, seenPricePaise: 1 },
        { kind: 'catalogue', catalogueId: 0, quantityKg: 1, seenPricePaise: 1 },
      ]),
    ).toEqual([
      [A, 2],
      [B, 5],
      [C0, 4],
    ])
  })
})

describe('whyNotAvailable', () => {
  const state = { id: A, name: 'Okra', leftKg: 2, farmerId: 'f1', deleted: false }
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
      'catalogue item out of stock',
      { ...state, id: C0, leftKg: 0 },
      { code: 'order.out_of_stock', params: { name: 'Okra' }, field: 'lines' },
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
