import { setTimeout as sleep } from 'node:timers/promises'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { ReceiptView } from '#core/receipts/receipt.ts'
import { parseEnv } from '#server/env.ts'
import { pdfText, readPdf } from './pdf-text.test-support.ts'
import {
  loopUtilization,
  receiptFontsParsed,
  receiptPdf,
  warmReceipts,
  warmReceiptsWhenIdle,
} from './receipt-pdf.ts'
import { receiptsRoutes } from './receipts.routes.ts'

// The first receipt took ≈2.3 s (pdfkit loaded, fourteen font files parsed, shaping tables read
// on first use): the server does that work in the background. The work itself pauses the event
// loop for seconds, so it waits RECEIPT_WARM_DELAY_MS after listen and then for a quiet loop.

/** A server with the receipts' routes and only the settings they read. */
async function receiptsServer(env: Record<string, string>, warm = {}) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', parseEnv(env))
  await app.register(receiptsRoutes, { warm })
  return app
}

const view = (title: string): ReceiptView => ({
  language: 'ta',
  documentTitle: title,
  parts: [
    {
      kind: 'bill_of_supply',
      title,
      receiptNumber: 'RAVI-2026-000017',
      fields: [['ஆர்டர் எண்', 'FT-2611-000001']],
      columns: ['பொருள்', 'HSN', 'அளவு', 'விலை', 'தொகை'],
      rows: [{ cells: ['தக்காளி', '0702', '3 கிலோ', '₹30.00', '₹90.00'], ended: false }],
      totals: [['மொத்தம்', '₹90.00']],
      notes: [],
    },
  ],
})

describe('receipts: warmed once the server listens and its delay is over', () => {
  const started: Array<{ after: number; parsed: boolean }> = []
  let listenedAt = 0
  let app: Awaited<ReturnType<typeof receiptsServer>> | undefined
  afterAll(() => app?.close())

  it('parses the fonts after listen and the delay, not before, and receipts still render', async () => {
    app = await receiptsServer(
      { RECEIPT_WARM_DELAY_MS: '500' },
      {
        // The real warm-up and the real event loop reading; only the start is noted.
        warmUp: () => {
          started.push({ after: performance.now() - listenedAt, parsed: receiptFontsParsed() })
          return warmReceipts()
        },
      },
    )
    await app.ready()
    expect(receiptFontsParsed()).toBe(false)

    listenedAt = performance.now()
    await app.listen({ port: 0, host: '127.0.0.1' })
    // listen does not wait for the warm-up.
    expect(performance.now() - listenedAt).toBeLessThan(1000)
    expect(receiptFontsParsed()).toBe(false)
    await sleep(250)
    expect(started).toEqual([])
    await vi.waitFor(() => expect(receiptFontsParsed()).toBe(true), {
      timeout: 30_000,
      interval: 50,
    })
    // Started once, after the delay, with nothing parsed before it.
    expect(started).toHaveLength(1)
    expect(started[0]!.after).toBeGreaterThanOrEqual(499)
    expect(started[0]!.parsed).toBe(false)
    await warmReceipts() // the same warm-up: it answers its promise again

    const pdf = await receiptPdf(view('கொள்முதல் ரசீது'), new Date('2026-11-27T10:00:00Z'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('ரசீது')
    expect(text).toContain('தக்காளி')
    expect(text).toContain('RAVI-2026-000017')
    expect(readPdf(pdf).fonts).toEqual(
      expect.arrayContaining([expect.stringMatching(/Tamil/), expect.stringMatching(/Devanagari/)]),
    )
  }, 60_000)

  it('a server closed before the delay is over never warms, and its close does not wait', async () => {
    const warmUp = vi.fn()
    const closing = await receiptsServer(
      { RECEIPT_WARM_DELAY_MS: '1000' },
      { warmUp, utilization: () => 0 },
    )
    await closing.listen({ port: 0, host: '127.0.0.1' })
    const before = performance.now()
    await closing.close()
    expect(performance.now() - before).toBeLessThan(1000)
    await sleep(1500)
    expect(warmUp).not.toHaveBeenCalled()
  })

  it('RECEIPT_WARM_DELAY_MS is 30 s unless set; 0 warms as soon as the server listens', async () => {
    expect(parseEnv({}).RECEIPT_WARM_DELAY_MS).toBe(30_000)
    const warmUp = vi.fn()
    const utilization = vi.fn(() => 1)
    const atOnce = await receiptsServer({ RECEIPT_WARM_DELAY_MS: '0' }, { warmUp, utilization })
    await atOnce.listen({ port: 0, host: '127.0.0.1' })
    expect(warmUp).toHaveBeenCalledTimes(1)
    expect(utilization).not.toHaveBeenCalled()
    await atOnce.close()
  })
})

describe('warmReceiptsWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

  it('warms once, when the delay is over and the loop was idle, not before', () => {
    fakeTimers()
    const warmUp = vi.fn()
    warmReceiptsWhenIdle({ delayMs: 30_000, warmUp, utilization: () => 0.1 })
    vi.advanceTimersByTime(29_999)
    expect(warmUp).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(warmUp).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10 * 60_000)
    expect(warmUp).toHaveBeenCalledTimes(1)
  })

  it('does not warm while the loop is busy: it looks again every interval, for as long as it takes', () => {
    fakeTimers()
    const warmUp = vi.fn()
    // The first reading starts the count; then 200 busy looks (0.5 counts as busy), then a quiet one.
    const readings = [0, ...Array.from({ length: 199 }, () => 0.9), 0.5, 0.2]
    const utilization = vi.fn(() => readings.shift() ?? 0)
    warmReceiptsWhenIdle({ delayMs: 1_000, intervalMs: 500, warmUp, utilization })
    expect(utilization).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000 + 199 * 500)
    expect(utilization).toHaveBeenCalledTimes(201)
    expect(warmUp).not.toHaveBeenCalled()
    vi.advanceTimersByTime(499)
    expect(warmUp).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(utilization).toHaveBeenCalledTimes(202)
    expect(warmUp).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops waiting when told, during the delay or between busy looks', () => {
    fakeTimers()
    const warmUp = vi.fn()
    const stop = warmReceiptsWhenIdle({ delayMs: 1_000, warmUp, utilization: () => 0 })
    stop()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_000)

    const busy = warmReceiptsWhenIdle({
      delayMs: 1_000,
      intervalMs: 500,
      warmUp,
      utilization: () => 1,
    })
    vi.advanceTimersByTime(5_000)
    expect(vi.getTimerCount()).toBe(1)
    busy()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(warmUp).not.toHaveBeenCalled()
  })

  it('keeps no process alive: its timer is unref’d', () => {
    const timers: NodeJS.Timeout[] = []
    const real = globalThis.setTimeout
    const spy = vi
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation((...args: Parameters<typeof setTimeout>) => {
        const timer = real(...args)
        timers.push(timer)
        return timer
      })
    const stop = warmReceiptsWhenIdle({ delayMs: 60_000, warmUp: vi.fn() })
    spy.mockRestore()
    stop()
    expect(timers).toHaveLength(1)
    expect(timers[0]!.hasRef()).toBe(false)
  })
})

describe('loopUtilization', () => {
  it('reads the share of time since the last reading the loop was busy', async () => {
    const utilization = loopUtilization()
    const until = performance.now() + 200
    while (performance.now() < until) {
      // busy: the loop runs nothing else
    }
    expect(utilization()).toBeGreaterThan(0.5)
    await sleep(200)
    expect(utilization()).toBeLessThan(0.5)
  })
})
