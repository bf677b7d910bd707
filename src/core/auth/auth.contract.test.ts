import { describe, expect, it } from 'vitest'
import {
  FILL_ALL_FIELDS,
  INVALID_EMAIL,
  RegisterFormSchema,
  registrationProblem,
} from './auth.contract.ts'
import { normalizeIndianMobile, PHONE_RULE } from './phone.ts'

const valid = {
  name: 'Asha',
  email: 'asha@example.in',
  password: 'kheti-2024-bari',
  role: 'farmer',
  location: 'Nashik',
  phone: '98765 43210',
}

describe('registrationProblem', () => {
  // A length error names its field.
  it.each([
    ['name', 81, 'Name: at most 80 characters.'],
    ['email', 255, 'Email: at most 254 characters.'],
    ['location', 121, 'Location: at most 120 characters.'],
    ['phone', 33, 'Phone: at most 32 characters.'],
  ] as const)('a %s of %i characters: %s', (field, length, message) => {
    const value = field === 'email' ? `${'a'.repeat(length - 11)}@example.in` : '9'.repeat(length)
    expect(registrationProblem({ ...valid, [field]: value })).toEqual({ field, message })
  })

  it('accepts a complete, valid registration', () => {
    expect(registrationProblem(valid)).toBeNull()
  })
  it.each(['name', 'email', 'password', 'role', 'location', 'phone'] as const)(
    'asks to fill in all fields when %s is blank',
    (key) => {
      expect(registrationProblem({ ...valid, [key]: '  ' })).toEqual({
        field: key,
        message: FILL_ALL_FIELDS,
      })
    },
  )
  it('rejects a malformed email', () => {
    expect(registrationProblem({ ...valid, email: 'asha@' })?.message).toBe(INVALID_EMAIL)
  })
  it('names the length rule for a short password', () => {
    expect(registrationProblem({ ...valid, password: 'abc12' })?.message).toMatch(
      /at least 8 characters/,
    )
  })
  it('names the common-password rule', () => {
    expect(registrationProblem({ ...valid, password: 'Password123' })?.message).toMatch(
      /most common/,
    )
  })
  it('refuses a password equal to the email before the @, in any case', () => {
    expect(
      registrationProblem({ ...valid, email: 'Kisan.Raju@example.in', password: 'kisan.RAJU' }),
    ).toEqual({
      field: 'password',
      message: 'Password must not be the first part of your email address.',
    })
  })
  it.each(['aaaaaaaa', 'ZZZZZZZZZZZZ', '1111111111', '🌾🌾🌾🌾🌾🌾🌾🌾'])(
    'refuses a password of one repeated character: %s',
    (password) => {
      expect(registrationProblem({ ...valid, password })).toEqual({
        field: 'password',
        message: 'Password must not be one character repeated; mix different characters.',
      })
    },
  )
  it('still accepts a password that only contains the local part', () => {
    expect(
      registrationProblem({ ...valid, email: 'asha@example.in', password: 'asha-kheti-2024' }),
    ).toBeNull()
  })
  it('explains the phone rule', () => {
    expect(registrationProblem({ ...valid, phone: '12345' })?.message).toBe(PHONE_RULE)
  })
})

describe('RegisterFormSchema', () => {
  it('puts each problem on its own field, the first one per field first', () => {
    const r = RegisterFormSchema.safeParse({ ...valid, name: ' ', email: 'asha@', phone: '12' })
    const first = new Map<unknown, string>()
    for (const i of r.error?.issues ?? [])
      if (!first.has(i.path[0])) first.set(i.path[0], i.message)
    expect(Object.fromEntries(first)).toEqual({
      name: FILL_ALL_FIELDS,
      email: INVALID_EMAIL,
      phone: PHONE_RULE,
    })
  })
})

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
  ])('%s → %s', (input, out) => expect(normalizeIndianMobile(input)).toBe(out))
  it.each(['12345', '5876543210', '+1 202 555 0100', '98765432101', 'abc'])('rejects %s', (input) =>
    expect(normalizeIndianMobile(input)).toBeNull(),
  )
})
