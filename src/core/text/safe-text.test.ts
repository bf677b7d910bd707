import { describe, expect, it } from 'vitest'
import { DeliverySchema } from '../orders/orders.contract.ts'
import {
  CreateListingInputSchema,
  UpdateListingInputSchema,
} from '../listings/listings.contract.ts'
import { displayText, hasControlCharacter, stripInvisible } from './safe-text.ts'

const INVISIBLE = [
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uFEFF',
]

describe('stripInvisible', () => {
  it.each(INVISIBLE.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))(
    'removes U+%s',
    (_, c) => expect(stripInvisible(`Ra${c}ju`)).toBe('Raju'),
  )
  it('keeps letters of every script, and ordinary spaces', () => {
    expect(stripInvisible('नमस्ते வணக்கம் Asha Patil')).toBe('नमस्ते வணக்கம் Asha Patil')
  })
})

describe('hasControlCharacter', () => {
  it.each(['\u0000', '\t', '\n', '\u001F', '\u007F', '\u0085', '\u009F'])('finds %j', (c) =>
    expect(hasControlCharacter(`a${c}b`)).toBe(true),
  )
  it('passes ordinary text', () => expect(hasControlCharacter('Asha Patil, नासिक')).toBe(false))
})

describe('displayText', () => {
  const name = displayText({ blank: 'Enter a name.', max: 10, label: 'Name' })
  it('strips invisible characters, then trims', () => {
    expect(name.parse(' \u202E Asha\u200B ')).toBe('Asha')
  })
  it('counts a name of invisible characters only as blank', () => {
    expect(name.safeParse('\u200B\u2066').error?.issues[0]?.message).toBe('Enter a name.')
  })
  it('refuses control characters, naming the field', () => {
    expect(name.safeParse('As\u0000ha').error?.issues[0]?.message).toBe(
      'Name contains characters that are not allowed.',
    )
  })
  it('measures the length after stripping', () => {
    expect(name.parse('\u200B'.repeat(20) + 'Asha')).toBe('Asha')
    expect(name.safeParse('A'.repeat(11)).error?.issues[0]?.message).toBe(
      'Name: at most 10 characters.',
    )
  })
})

describe('names shown to others use it', () => {
  it('strips them from a crop name, on create and on edit', () => {
    const created = CreateListingInputSchema.parse({
      productName: 'Onion\u202E\u200B',
      price: 20,
      quantity: 5,
    })
    expect(created.productName).toBe('Onion')
    expect(UpdateListingInputSchema.parse({ productName: '\u2066Tomato\u2069' }).productName).toBe(
      'Tomato',
    )
    expect(
      CreateListingInputSchema.safeParse({ productName: 'On\u0000ion', price: 20, quantity: 5 })
        .success,
    ).toBe(false)
  })
  it('strips them from the delivery name and refuses NUL there', () => {
    const delivery = {
      fullName: 'Ravi\u202E Kumar',
      address: '12 MG Road, Pune 411001',
      phone: '9876543210',
    }
    expect(DeliverySchema.parse(delivery).fullName).toBe('Ravi Kumar')
    expect(
      DeliverySchema.safeParse({ ...delivery, fullName: 'Ravi\u0000' }).error?.issues[0],
    ).toMatchObject({
      path: ['fullName'],
      message: 'Full Name contains characters that are not allowed.',
    })
  })
})
