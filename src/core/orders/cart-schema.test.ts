import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { readCart, readCartV1 } from './cart.ts'

const uuid = '0b5d3c9e-6a4f-4f55-9d2a-1f6f1d9a7c11'
const listing = {
  lineId: 'b',
  kind: 'listing',
  productId: uuid,
  quantityKg: 3,
  name: 'Alphonso Mango',
  pricePaise: 150_00,
  farmerName: 'Sanjay Patil',
}
const tomato = {
  lineId: 'a',
  kind: 'catalogue',
  catalogueId: 0,
  quantityKg: 1,
  pricePaise: CATALOGUE[0]!.pricePaise,
}
const v2 = (...lines: unknown[]) => ({ version: 2, lines })
const v1 = (...lines: unknown[]) => ({ version: 1, lines })
const v1Tomato = { lineId: 'a', kind: 'catalogue', catalogueId: 0 }

/** One field of a line changed (`undefined`: the field dropped). */
const changed = (line: Record<string, unknown>, key: string, value: unknown) => {
  const out = { ...line, [key]: value }
  if (value === undefined) delete out[key]
  return out
}

const uuid2 = uuid.toUpperCase()
const N = CATALOGUE.length
/** A v2 line's fields: values the stored cart may hold, and values that make it unreadable. */
const FIELD_VALUES: Array<[string, unknown[], unknown[]]> = [
  ['lineId', ['x', 'x'.repeat(64)], ['', 'x'.repeat(65), 7, null, undefined]],
  [
    'productId',
    [uuid, uuid2, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['not-a-uuid', `${uuid}0`, '0b5d3c9e-6a4f-0f55-9d2a-1f6f1d9a7c11', 1, undefined],
  ],
  ['catalogueId', [0, 1, N - 1], [N, -1, 1.5, '1', null, undefined]],
  [
    'quantityKg',
    [1, 10_000],
    [0, -1, 2.5, 10_001, '3', Number.NaN, Number.POSITIVE_INFINITY, undefined],
  ],
  ['name', ['a', 'a'.repeat(200)], ['', 'a'.repeat(201), 3, undefined]],
  ['pricePaise', [1, Number.MAX_SAFE_INTEGER], [0, -5, 1.5, 2 ** 53, '100', null, undefined]],
  ['farmerName', ['', 'f'.repeat(200)], ['f'.repeat(201), null, undefined]],
  ['priceWasPaise', [undefined, 1], [0, 1.5, '2', null]],
  ['availableKg', [undefined, 0, 5], [-1, 0.5, '5', null]],
]
/** The fields each kind of line has. */
const OWN: Record<'catalogue' | 'listing', string[]> = {
  catalogue: ['lineId', 'catalogueId', 'quantityKg', 'pricePaise', 'priceWasPaise', 'availableKg'],
  listing: [
    'lineId',
    'productId',
    'quantityKg',
    'name',
    'pricePaise',
    'farmerName',
    'priceWasPaise',
    'availableKg',
  ],
}

/** A value as a test's name shows it (long texts cut). */
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v).slice(0, 24) : String(v))

const lines: Array<[string, 'catalogue' | 'listing', Record<string, unknown>, boolean]> = []
for (const [key, ok, bad] of FIELD_VALUES) {
  for (const [kind, line] of [
    ['catalogue', tomato],
    ['listing', listing],
  ] as const) {
    if (!OWN[kind].includes(key)) continue
    for (const v of ok) lines.push([`${key} = ${show(v)}`, kind, changed(line, key, v), true])
    for (const v of bad) lines.push([`${key} = ${show(v)}`, kind, changed(line, key, v), false])
  }
}

describe('reading a stored cart line (cart-schema.ts)', () => {
  it.each(lines)('a %s line with %s: readable %s', (_label, _kind, line, readable) => {
    expect(readCart(v2(line)) !== null).toBe(readable)
  })

  it('drops fields it does not know and keeps the ones it does', () => {
    expect(readCart(v2({ ...listing, extra: 1, availableKg: 9 }))).toStrictEqual(
      v2({ ...listing, availableKg: 9 }),
    )
  })
})

/** Stored values: whether each reads as a version-2 cart, and as a version-1 cart. */
const stored: Array<[string, unknown, boolean, boolean]> = [
  ['nothing', undefined, false, false],
  ['null', null, false, false],
  ['a string', 'hello', false, false],
  ['an array', [tomato], false, false],
  ['an empty v2 cart', v2(), true, false],
  ['a v2 cart', v2(tomato, listing), true, false],
  [
    'a v2 cart with an explicit undefined',
    v2({ ...listing, priceWasPaise: undefined }),
    true,
    false,
  ],
  ['version 3', { version: 3, lines: [] }, false, false],
  ['version "2"', { version: '2', lines: [] }, false, false],
  ['no lines', { version: 2 }, false, false],
  ['lines not an array', { version: 2, lines: {} }, false, false],
  ['a null line', v2(null), false, false],
  ['a sparse array', { version: 2, lines: [tomato, , listing] }, false, false], // eslint-disable-line no-sparse-arrays
  ['50 lines', v2(...Array.from({ length: 50 }, () => listing)), true, false],
  ['51 lines', v2(...Array.from({ length: 51 }, () => listing)), false, false],
  ['a v1 cart', v1(v1Tomato, listing), false, true],
  ['a v1 cart with an unknown catalogue id', v1({ ...v1Tomato, catalogueId: 999 }), false, true],
  ['a v1 line of another kind', v1({ ...v1Tomato, kind: 'other' }), false, false],
  ['a v1 line with a text catalogue id', v1({ ...v1Tomato, catalogueId: '1' }), false, false],
  ['51 v1 lines', v1(...Array.from({ length: 51 }, () => v1Tomato)), false, false],
]

describe('reading a stored cart', () => {
  it.each(stored)('%s: v2 %s, v1 %s', (_label, data, asV2, asV1) => {
    expect(readCart(data) !== null).toBe(asV2)
    expect(readCartV1(data) !== null).toBe(asV1)
  })

  it('reads a v1 line without the fields version 2 added', () => {
    expect(readCartV1(v1({ ...v1Tomato, quantityKg: 4 }))).toStrictEqual(v1(v1Tomato))
    expect(readCartV1(v1({ ...listing, priceWasPaise: 5 }))).toStrictEqual(v1(listing))
  })
})
