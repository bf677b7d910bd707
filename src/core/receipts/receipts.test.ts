import { describe, expect, it } from 'vitest'
import { documentKind } from './document-kind.ts'
import { gstinCheckCharacter, isValidGstin, normalizeGstin } from './gstin.ts'
import { HSN_BY_COMMODITY, hsnFor } from './hsn.ts'
import {
  formatReceiptNumber,
  indianYear,
  RECEIPT_NUMBER_PATTERN,
  sellerShortName,
} from './receipt-number.ts'

describe('documentKind', () => {
  const line = (exempt: boolean, ended = false) => ({ exempt, ended })
  it.each([
    ['no GSTIN, exempt produce', null, [line(true)], 'bill_of_supply'],
    ['no GSTIN, taxed produce', null, [line(false)], 'bill_of_supply'],
    ['GSTIN, exempt produce only', '27ABCDE1234F1Z0', [line(true), line(true)], 'bill_of_supply'],
    ['GSTIN, one taxed line', '27ABCDE1234F1Z0', [line(true), line(false)], 'tax_invoice'],
    [
      'GSTIN, the taxed line cancelled',
      '27ABCDE1234F1Z0',
      [line(true), line(false, true)],
      'bill_of_supply',
    ],
    ['GSTIN, no lines', '27ABCDE1234F1Z0', [], 'bill_of_supply'],
  ] as const)('%s → %s', (_, sellerGstin, lines, kind) => {
    expect(documentKind({ sellerGstin, lines })).toBe(kind)
  })
})

describe('hsnFor', () => {
  it.each([
    ['Onion', '0703', true],
    ['Tomato', '0702', true],
    ['Potato', '0701', true],
    ['Wheat', '1001', true],
    ['Rice', '1006', true],
    ['Arhar Dal (Tur Dal)', '0713', true],
    ['Turmeric', '0910', false],
    ['Cotton', '5201', false],
  ])('%s → %s (exempt %s)', (commodity, code, exempt) => {
    expect(hsnFor(commodity)).toMatchObject({ code, exempt })
    expect(hsnFor(commodity)?.ratePercent).toBe(exempt ? 0 : 5)
  })
  it('answers null for a crop not in the table, and for no crop', () => {
    expect(hsnFor('Moon Rock')).toBeNull()
    expect(hsnFor(null)).toBeNull()
  })
  it('holds four-digit headings of the chapters of produce', () => {
    for (const { code } of Object.values(HSN_BY_COMMODITY)) {
      expect(code).toMatch(/^(07|08|09|10|12|17|52)\d{2}$/)
    }
  })
})

describe('receipt numbers', () => {
  it.each([
    ['Ravi Kumar', 'RAVI'],
    ['Rāvi', 'RAVI'],
    ['Al', 'AL'],
    ['S. K. Patil', 'SKPA'],
    ['रवि कुमार', 'FCAT'],
    ['முருகன்', 'FCAT'],
  ])('the short name of %s is %s', (name, short) => {
    expect(sellerShortName(name, 'catalogue-farmer-x')).toBe(short)
  })
  it('reads short name, year and a six-digit count, at most 16 characters', () => {
    const n = formatReceiptNumber('RAVI', 2026, 17)
    expect(n).toBe('RAVI-2026-000017')
    expect(n.length).toBeLessThanOrEqual(16)
    expect(n).toMatch(RECEIPT_NUMBER_PATTERN)
    expect(formatReceiptNumber('F1AB', 2026, 1)).toMatch(RECEIPT_NUMBER_PATTERN)
    expect('RAVI-2026-17').not.toMatch(RECEIPT_NUMBER_PATTERN)
  })
  it('takes the year in India', () => {
    expect(indianYear(new Date('2026-12-31T18:29:00Z'))).toBe(2026)
    expect(indianYear(new Date('2026-12-31T18:31:00Z'))).toBe(2027)
  })
})

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '27ABCDE1234F1Z0'])(
    'accepts %s',
    (g) => expect(isValidGstin(g)).toBe(true),
  )
  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['a state that does not exist', '45AAPFU0939F1ZV'],
    ['no Z in 14th place', '27AAPFU0939F1YV'],
    ['too short', '27AAPFU0939F1Z'],
    ['lower case (not normalised)', '27aapfu0939f1zv'],
  ])('refuses %s', (_, g) => expect(isValidGstin(g)).toBe(false))
  it('normalises what people type and computes the check character', () => {
    expect(normalizeGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
  })
})
