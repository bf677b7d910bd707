import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { LIVE_EVENTS, type LiveEventName } from '#core/live/events.ts'

export type StreamState = 'connecting' | 'live' | 'reconnecting'

/** What to do with each event's JSON data; `ready` is told whether this is a reconnect. */
export interface LiveStreamHandlers {
  events: Partial<Record<LiveEventName, (data: unknown) => void>>
  onReady?: (reconnected: boolean) => void
}

const FIRST_DELAY_MS = 2000
const MAX_DELAY_MS = 30_000

/**
 * One server-sent event stream kept open for as long as the component is mounted. The browser's
 * EventSource reconnects by itself after a dropped connection and sends Last-Event-ID, so the
 * server replays what was missed. When the server answers an error instead (429 over the stream
 * cap, 503 while the database is away) the browser gives up for good; then we open a new stream
 * after a pause that doubles up to 30 s, passing the last id we saw, so nothing is lost.
 * Handlers may change between renders without reopening the stream.
 */
export function useLiveStream(url: string, handlers: LiveStreamHandlers): StreamState {
  const [state, setState] = useState<StreamState>('connecting')
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  const names = Object.keys(handlers.events).sort().join(',')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let lastId = ''
    let retry: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let delay = FIRST_DELAY_MS
    let opened = false

    const remember = (e: MessageEvent) => {
      if (e.lastEventId) lastId = e.lastEventId
    }
    const open = () => {
      const es = new EventSource(
        lastId
          ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastId)}`
          : url,
      )
      source = es
      es.addEventListener(LIVE_EVENTS.ready, (e) => {
        remember(e)
        delay = FIRST_DELAY_MS
        setState('live')
        latest.current.onReady?.(opened)
        opened = true
      })
      for (const name of names.split(',').filter(Boolean) as LiveEventName[]) {
        es.addEventListener(name, (e) => {
          const msg = e as MessageEvent<string>
          remember(msg)
          let data: unknown
          try {
            data = JSON.parse(msg.data)
          } catch {
            data = undefined
          }
          latest.current.events[name]?.(data)
        })
      }
      es.onerror = () => {
        if (stopped) return
        setState('reconnecting')
        if (es.readyState === EventSource.CLOSED) {
          es.close()
          retry = setTimeout(open, delay)
          delay = Math.min(delay * 2, MAX_DELAY_MS)
        }
      }
    }
    open()
    return () => {
      stopped = true
      clearTimeout(retry)
      source?.close()
    }
  }, [url, names])
  return state
}
