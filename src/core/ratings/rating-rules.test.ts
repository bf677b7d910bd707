import { describe, expect, it } from 'vitest'
import {
  averageStars,
  editableUntil,
  publicBuyerName,
  ratingRefusal,
  totalsAfter,
} from './rating-rules.ts'
import { RatingInputSchema } from './ratings.contract.ts'

const now = new Date('2026-11-27T10:00:00Z')
const confirmed = { buyerId: 'b1', farmerId: 'f1', deliveryConfirmedAt: new Date('2026-11-20') }
const day = 24 * 60 * 60 * 1000

describe('ratingRefusal', () => {
  it.each([
    ['no such line', null, 'b1', null, 'order.not_found'],
    ["someone else's line", confirmed, 'b2', null, 'order.not_found'],
    ['a line without a farmer', { ...confirmed, farmerId: null }, 'b1', null, 'rating.no_farmer'],
    [
      'a delivery not yet confirmed',
      { ...confirmed, deliveryConfirmedAt: null },
      'b1',
      null,
      'rating.not_delivered',
    ],
    [
      'a rating given 8 days ago',
      confirmed,
      'b1',
      new Date(now.getTime() - 8 * day),
      'rating.edit_closed',
    ],
    ['a first rating', confirmed, 'b1', null, null],
    ['a change after 6 days', confirmed, 'b1', new Date(now.getTime() - 6 * day), null],
    ['a change at exactly 7 days', confirmed, 'b1', new Date(now.getTime() - 7 * day), null],
  ] as const)('%s', (_, line, buyerId, existingCreatedAt, code) => {
    const refusal = ratingRefusal({ line, buyerId, existingCreatedAt, now })
    expect(refusal?.code ?? null).toBe(code)
  })

  it('says how many days a rating stays editable', () => {
    expect(editableUntil(now).toISOString()).toBe('2026-12-04T10:00:00.000Z')
  })
})

describe('rating totals', () => {
  it('counts a new rating and changes the sum of a changed one', () => {
    const first = totalsAfter({ count: 0, starsSum: 0 }, 4, null)
    expect(first).toEqual({ count: 1, starsSum: 4 })
    const second = totalsAfter(first, 5, null)
    expect(second).toEqual({ count: 2, starsSum: 9 })
    expect(totalsAfter(second, 2, 5)).toEqual({ count: 2, starsSum: 6 })
  })

  it.each([
    [{ count: 0, starsSum: 0 }, null],
    [{ count: 2, starsSum: 9 }, 4.5],
    [{ count: 3, starsSum: 13 }, 4.3],
    [{ count: 3, starsSum: 11 }, 3.7],
  ])('averages %o to %s', (totals, average) => {
    expect(averageStars(totals)).toBe(average)
  })
})

describe('the rating input', () => {
  it.each([0, 6, 2.5])('refuses %s stars', (stars) => {
    expect(RatingInputSchema.safeParse({ stars }).success).toBe(false)
  })
  it('takes 1 to 5 stars and a trimmed comment of at most 500 characters', () => {
    expect(RatingInputSchema.parse({ stars: 5, comment: '  Fresh onions ' })).toEqual({
      stars: 5,
      comment: 'Fresh onions',
    })
    expect(RatingInputSchema.safeParse({ stars: 3, comment: 'x'.repeat(501) }).success).toBe(false)
  })
})

describe('publicBuyerName', () => {
  it('shows the first name only', () => {
    expect(publicBuyerName('  Asha  Rao ')).toBe('Asha')
  })
})
