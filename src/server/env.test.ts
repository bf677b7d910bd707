import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('has defaults for everything', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.secureCookies).toBe(false)
    expect(env.DATA_GOV_IN_INTERVAL).toBe(6 * 3_600_000)
  })
  it('names every bad variable and what it expects', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOGIN_WINDOW: 'soon' }),
    ).toThrow(/PORT:[\s\S]*DATABASE_URL: a PostgreSQL URL[\s\S]*LOGIN_WINDOW: a duration/)
  })
  it('turns on secure cookies for an https PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://farmtrek.in' }).secureCookies).toBe(true)
  })
  it('lists every variable in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    const listed = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]))
    expect([...Object.keys(EnvSchema.shape)].filter((k) => !listed.has(k))).toEqual([])
  })
})

describe('payment settings', () => {
  it('defaults to Cash on Delivery only, with a 15 minute payment timeout', () => {
    const env = parseEnv({})
    expect(env.PAYMENT_PROVIDER).toBe('none')
    expect(env.PAYMENT_TIMEOUT).toBe(15 * 60_000)
    expect(env.RAZORPAY_URL).toBe('https://api.razorpay.com')
  })
  it('holds each buyer to 3 unpaid orders, each holding at most half of a listing', () => {
    const env = parseEnv({})
    expect(env.UNPAID_ORDERS_MAX).toBe(3)
    expect(env.UNPAID_HOLD_MAX_PERCENT).toBe(50)
    expect(env.COD_MAX_PENDING_LINES_PER_FARMER).toBe(10)
    expect(env.NEW_ORDER_NOTICE_DELAY).toBe(2 * 60_000)
    expect(() => parseEnv({ UNPAID_HOLD_MAX_PERCENT: '150' })).toThrow(/UNPAID_HOLD_MAX_PERCENT/)
  })
  it('names each Razorpay setting that is missing', () => {
    let message = ''
    try {
      parseEnv({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc123' })
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/RAZORPAY_KEY_SECRET: required/)
    expect(message).toMatch(/RAZORPAY_WEBHOOK_SECRET: required/)
    expect(message).not.toMatch(/RAZORPAY_KEY_ID/)
  })
  it('starts with all three', () => {
    const env = parseEnv({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'secret-secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec-whsec',
      PAYMENT_TIMEOUT: '10m',
    })
    expect(env.PAYMENT_TIMEOUT).toBe(600_000)
  })
})
