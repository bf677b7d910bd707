import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { readCart, readCartV1 } from './cart.ts'
import { CartSchema, CartV1Schema } from './cart-schema.ts'

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

/** Line fields and values each form must take or refuse as the schema does. */
const FIELD_VALUES: Array<[string, unknown[]]> = [
  ['lineId', ['', 'x', 'x'.repeat(64), 'x'.repeat(65), 7, null, undefined]],
  ['kind', ['listing', 'catalogue', 'other', '', 1, undefined]],
  [
    'productId',
    [
      uuid,
      uuid.toUpperCase(),
      'not-a-uuid',
      `${uuid}0`,
      '0b5d3c9e-6a4f-0f55-9d2a-1f6f1d9a7c11',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      1,
      undefined,
    ],
  ],
  ['catalogueId', [0, 1, CATALOGUE.length - 1, CATALOGUE.length, -1, 1.5, '1', null, undefined]],
  [
    'quantityKg',
    [1, 0, -1, 2.5, 10_000, 10_001, '3', Number.NaN, Number.POSITIVE_INFINITY, undefined],
  ],
  ['name', ['', 'a', 'a'.repeat(200), 'a'.repeat(201), 3, undefined]],
  ['pricePaise', [1, 0, -5, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER, '100', null, undefined]],
  ['farmerName', ['', 'f', 'f'.repeat(200), 'f'.repeat(201), null, undefined]],
  ['priceWasPaise', [undefined, 1, 0, 1.5, '2', null]],
  ['availableKg', [undefined, 0, 5, -1, 0.5, '5', null]],
  ['extra', ['kept out of the cart', 1]],
]

/** A value as a test's name shows it (long texts cut). */
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v).slice(0, 24) : String(v))

const stored: Array<[string, unknown]> = [
  ['nothing', undefined],
  ['null', null],
  ['a string', 'hello'],
  ['a number', 2],
  ['an array', [tomato]],
  ['an empty v2 cart', v2()],
  ['a v2 cart', v2(tomato, listing)],
  [
    'a v2 cart with prices seen',
    v2({ ...tomato, priceWasPaise: 1, availableKg: 0 }, { ...listing, availableKg: 9 }),
  ],
  ['a v2 cart with an explicit undefined', v2({ ...listing, priceWasPaise: undefined })],
  ['version 3', { version: 3, lines: [] }],
  ['version "2"', { version: '2', lines: [] }],
  ['no lines', { version: 2 }],
  ['lines not an array', { version: 2, lines: {} }],
  ['a null line', v2(null)],
  ['an array line', v2([tomato])],
  ['a sparse array', { version: 2, lines: [tomato, , listing] }], // eslint-disable-line no-sparse-arrays
  ['50 lines', v2(...Array.from({ length: 50 }, () => listing))],
  ['51 lines', v2(...Array.from({ length: 51 }, () => listing))],
  ['a v1 cart', v1(v1Tomato, listing)],
  ['a v1 cart with an unknown catalogue id', v1({ ...v1Tomato, catalogueId: 999 })],
  ['a v1 catalogue line with a quantity (dropped)', v1({ ...v1Tomato, quantityKg: 4 })],
  ['a v1 listing line with prices seen (dropped)', v1({ ...listing, priceWasPaise: 5 })],
  ['a v1 line of another kind', v1({ ...v1Tomato, kind: 'other' })],
  ['51 v1 lines', v1(...Array.from({ length: 51 }, () => v1Tomato))],
]
for (const [key, values] of FIELD_VALUES) {
  for (const value of values) {
    for (const [name, line] of [
      ['catalogue', tomato],
      ['listing', listing],
    ] as const) {
      stored.push([`a v2 ${name} line with ${key} = ${show(value)}`, v2(changed(line, key, value))])
      const v1Line = name === 'catalogue' ? v1Tomato : listing
      stored.push([
        `a v1 ${name} line with ${key} = ${show(value)}`,
        v1(changed(v1Line, key, value)),
      ])
    }
  }
}

describe('the zod-free cart reader and the cart schemas', () => {
  it.each(stored)('agree on %s', (_label, data) => {
    const schema = CartSchema.safeParse(data)
    expect(readCart(data)).toStrictEqual(schema.success ? schema.data : null)
    const schemaV1 = CartV1Schema.safeParse(data)
    expect(readCartV1(data)).toStrictEqual(schemaV1.success ? schemaV1.data : null)
  })

  it('are tested on both outcomes', () => {
    const outcomes = stored.map(([, data]) => [
      CartSchema.safeParse(data).success,
      CartV1Schema.safeParse(data).success,
    ])
    expect(outcomes.filter(([ok]) => ok).length).toBeGreaterThan(20)
    expect(outcomes.filter(([, ok]) => ok).length).toBeGreaterThan(20)
    expect(outcomes.filter(([ok, okV1]) => !ok && !okV1).length).toBeGreaterThan(40)
  })
})
