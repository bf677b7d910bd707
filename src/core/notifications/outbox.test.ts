import { describe, expect, it } from 'vitest'
import {
  maskRecipient,
  MAX_RETRY_DELAY_MS,
  outcomeAfterFailure,
  retryDelayMs,
  summary,
} from './outbox.ts'

describe('retryDelayMs', () => {
  it.each([
    [1, 2000, undefined, 2000],
    [2, 2000, undefined, 4000],
    [3, 2000, undefined, 8000],
    [4, 50, undefined, 400],
    [0, 2000, undefined, 2000],
    [40, 2000, undefined, MAX_RETRY_DELAY_MS],
    [1, 2000, 30_000, 30_000],
    [3, 2000, 1000, 8000],
    [1, 2000, 10 * MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS],
  ])('attempt %i, base %i, Retry-After %s → %i ms', (attempt, base, retryAfter, expected) => {
    expect(retryDelayMs(attempt, base, retryAfter)).toBe(expected)
  })
})

describe('outcomeAfterFailure', () => {
  it.each([
    [{ attempts: 1, maxAttempts: 3, retryable: true }, 'retry'],
    [{ attempts: 2, maxAttempts: 3, retryable: true }, 'retry'],
    [{ attempts: 3, maxAttempts: 3, retryable: true }, 'failed'],
    [{ attempts: 1, maxAttempts: 3, retryable: false }, 'failed'],
    [{ attempts: 1, maxAttempts: 1, retryable: true }, 'failed'],
  ] as const)('%j → %s', (input, expected) => {
    expect(outcomeAfterFailure(input)).toBe(expected)
  })
})

describe('maskRecipient', () => {
  it.each([
    ['sms', '+919876543210', '+91 ••••••3210'],
    ['sms', '9876543210', '••••••3210'],
    ['sms', '', ''],
    ['email', 'asha@example.in', 'a•••@example.in'],
    ['email', 'x@y.in', 'x•••@y.in'],
    ['email', 'not-an-email', '•••'],
  ] as const)('%s %s → %s', (channel, recipient, expected) => {
    expect(maskRecipient(channel, recipient)).toBe(expected)
  })
})

describe('summary', () => {
  it.each([
    ['Hi Asha, registration successful!', 80, 'Hi Asha, registration successful!'],
    ['\n\nFirst line\nsecond', 80, 'First line'],
    ['abcdefghij', 5, 'abcd…'],
  ])('%j (max %i) → %j', (text, max, expected) => {
    expect(summary(text, max)).toBe(expected)
  })
})
