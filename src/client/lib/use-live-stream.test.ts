import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLiveStream } from './use-live-stream.ts'

/** An EventSource the test drives: it records what was opened and lets the test send events. */
class FakeEventSource {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  onerror: (() => void) | null = null
  closed = false
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn])
  }
  close() {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
  }
  send(name: string, data: unknown, lastEventId = '') {
    this.readyState = FakeEventSource.OPEN
    const e = new MessageEvent(name, { data: JSON.stringify(data), lastEventId })
    for (const fn of this.listeners.get(name) ?? []) fn(e)
  }
  /** The server answered an error status: the browser gives up on this one. */
  fail() {
    this.readyState = FakeEventSource.CLOSED
    this.onerror?.()
  }
}

beforeEach(() => {
  FakeEventSource.opened = []
  vi.useFakeTimers()
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useLiveStream', () => {
  it('hands each named event its JSON data and says when the stream is live', () => {
    const onStatus = vi.fn()
    const onReady = vi.fn()
    const { result } = renderHook(() =>
      useLiveStream('/api/orders/stream', { events: { 'order-status': onStatus }, onReady }),
    )
    expect(result.current).toBe('connecting')
    const es = FakeEventSource.opened[0]!
    expect(es.url).toBe('/api/orders/stream')
    act(() => es.send('ready', {}, '4'))
    expect(result.current).toBe('live')
    expect(onReady).toHaveBeenCalledWith(false)
    act(() => es.send('order-status', { status: 'Delivered' }, '5'))
    expect(onStatus).toHaveBeenCalledWith({ status: 'Delivered' })
  })

  it('opens a new stream from the last event seen after the server refused one (429, 503)', () => {
    const onReady = vi.fn()
    const { result, unmount } = renderHook(() =>
      useLiveStream('/api/supply-chain/stream', { events: { 'supply-chain': vi.fn() }, onReady }),
    )
    const first = FakeEventSource.opened[0]!
    act(() => first.send('ready', {}, '10'))
    act(() => first.send('supply-chain', { id: 'a' }, '11'))
    act(() => first.fail())
    expect(result.current).toBe('reconnecting')
    expect(FakeEventSource.opened).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    const second = FakeEventSource.opened[1]!
    expect(second.url).toBe('/api/supply-chain/stream?lastEventId=11')
    // Refused again: the pause doubles.
    act(() => second.fail())
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(FakeEventSource.opened).toHaveLength(2)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    const third = FakeEventSource.opened[2]!
    act(() => third.send('ready', {}, '11'))
    expect(result.current).toBe('live')
    expect(onReady).toHaveBeenLastCalledWith(true)
    unmount()
    expect(third.closed).toBe(true)
  })

  it('uses the newest handlers without reopening the stream', () => {
    const a = vi.fn()
    const b = vi.fn()
    const { rerender } = renderHook(
      ({ fn }) => useLiveStream('/s', { events: { 'order-placed': fn } }),
      { initialProps: { fn: a } },
    )
    rerender({ fn: b })
    expect(FakeEventSource.opened).toHaveLength(1)
    act(() => FakeEventSource.opened[0]!.send('order-placed', { orderId: 'x' }))
    expect(a).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledWith({ orderId: 'x' })
  })
})
