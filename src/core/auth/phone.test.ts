import { describe, expect, it } from 'vitest'
import { normalizeIndianMobile } from './phone.ts'

describe('normalizeIndianMobile, more forms', () => {
  it.each([
    ['6000000000', '+916000000000'],
    ['7012345678', '+917012345678'],
    ['8123456789', '+918123456789'],
    ['+919876543210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    // 10 digits that happen to start with 91 are a number, not a prefix
    ['9198765432', '+919198765432'],
    // the international call prefix and the usual separators are written by people too
    ['0091 98765 43210', '+919876543210'],
    ['98765.43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    '0123456789',
    '987654321', // 9 digits
    '+9198765432', // prefix + 8 digits
    '+9298765432100',
    '+91 5876543210',
    '98765abcde',
    '+91+919876543210',
    '9876543210+91',
    '९८७६५४३२१०', // Devanagari digits are not accepted
  ])('rejects %j', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull()
  })
})
