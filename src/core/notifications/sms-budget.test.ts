import { describe, expect, it } from 'vitest'
import {
  admitMessages,
  countsAgainstHourly,
  isUnreachablePhone,
  madeUpPhone,
  type AdmissionCandidate,
  type NumberUsage,
} from './sms-budget.ts'

const budget = { perNumberPerDay: 10, otherPerNumberPerHour: 3 }
const A = '+919876543210'
const B = '+919123456789'
let nextId = 1
const sms = (kind: string, recipient = A, seededAccount = false): AdmissionCandidate => ({
  id: nextId++,
  channel: 'sms',
  kind,
  recipient,
  seededAccount,
})
const outcome = (list: AdmissionCandidate[], usage: Record<string, NumberUsage> = {}, b = budget) =>
  admitMessages(list, new Map(Object.entries(usage)), b).map((d) => (d.admit ? 'send' : d.reason))

describe('admitMessages', () => {
  it('lets three SMS other than codes and orders through in an hour, and no more', () => {
    expect(outcome(Array.from({ length: 5 }, () => sms('login')))).toEqual([
      'send',
      'send',
      'send',
      'hourly_budget',
      'hourly_budget',
    ])
  })

  it('holds order events and codes only to the day: ten a number, whatever their kind', () => {
    const list = [
      ...Array.from({ length: 6 }, () => sms('newOrder')),
      ...Array.from({ length: 6 }, () => sms('phoneCode')),
    ]
    expect(outcome(list)).toEqual([...Array(10).fill('send'), 'daily_budget', 'daily_budget'])
  })

  it('counts what the number already had, and each number on its own', () => {
    expect(
      outcome([sms('priceAlert'), sms('orderStatus'), sms('priceAlert', B)], {
        [A]: { day: 9, otherHour: 3 },
      }),
    ).toEqual(['hourly_budget', 'send', 'send'])
    expect(outcome([sms('orderStatus')], { [A]: { day: 10, otherHour: 0 } })).toEqual([
      'daily_budget',
    ])
  })

  it('a suppressed message uses none of the budget', () => {
    expect(
      outcome(
        [sms('login'), sms('login'), sms('orderStatus'), sms('orderStatus')],
        { [A]: { day: 0, otherHour: 3 } },
        { perNumberPerDay: 2, otherPerNumberPerHour: 3 },
      ),
    ).toEqual(['hourly_budget', 'hourly_budget', 'send', 'send'])
  })

  it('sends nothing to a made-up account or number; emails are held to no budget', () => {
    const email: AdmissionCandidate = {
      id: nextId++,
      channel: 'email',
      kind: 'login',
      recipient: 'a@example.in',
      seededAccount: false,
    }
    expect(
      outcome([
        sms('registration', A, true),
        { ...email, seededAccount: true },
        sms('orderStatus', madeUpPhone(12)),
        ...Array.from({ length: 5 }, () => ({ ...email, id: nextId++ })),
      ]),
    ).toEqual([
      'seeded_account',
      'seeded_account',
      'unreachable_number',
      'send',
      'send',
      'send',
      'send',
      'send',
    ])
  })
})

describe('the made-up range', () => {
  it.each([
    [madeUpPhone(1), true],
    ['+910000012345', true],
    ['+91 00000 12345', true],
    ['+919845012345', false],
    ['+916000000000', false],
    ['+447700900123', false],
  ])('%s unreachable: %s', (phone, expected) => {
    expect(isUnreachablePhone(phone)).toBe(expected)
  })

  it('numbers from 0 to 99999 after +91 00000', () => {
    expect(madeUpPhone(1)).toBe('+910000000001')
    expect(madeUpPhone(90003)).toBe('+910000090003')
    expect(madeUpPhone(100_000)).toBe('+910000000000')
  })
})

describe('countsAgainstHourly', () => {
  it.each([
    ['login', true],
    ['registration', true],
    ['priceAlert', true],
    ['phoneCode', false],
    ['orderStatus', false],
    ['newOrder', false],
    ['paymentExpired', false],
  ])('%s → %s', (kind, expected) => {
    expect(countsAgainstHourly(kind)).toBe(expected)
  })
})
