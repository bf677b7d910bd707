// A server-sent-events client that reconnects with Last-Event-ID as a browser's EventSource does.
import http from 'node:http'
import https from 'node:https'
import { delay } from './machine.ts'
import type { Target } from './http-client.ts'

export interface StreamEvent {
  id: number
  type: string
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any
  at: number
  /** Sent from the stored events on reconnecting (before `ready`), not live. */
  replayed: boolean
}

/**
 * A server-sent-events client that behaves like EventSource: when the stream ends or fails it
 * waits the server's `retry:` delay and reconnects (here to `reconnectTo`, the address a browser
 * would use: nginx) sending Last-Event-ID. `holdReconnect` keeps it away longer, like a browser
 * that is offline for a moment.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = []
  reconnects = 0
  lastEventId: string | undefined
  holdReconnect: Promise<void> = Promise.resolve()
  private retryMs = 3000
  private live = false
  private closed = false
  private req: http.ClientRequest | undefined
  private readyWaiters: Array<() => void> = []
  private listeners = new Set<() => void>()

  constructor(
    private readonly first: Target,
    private readonly reconnectTo: Target,
    private readonly pathname: string,
    private readonly cookie: string,
  ) {}

  /** Connects; resolves once the server said `ready` (replay done, live from here). */
  open(): Promise<void> {
    const ready = new Promise<void>((r) => this.readyWaiters.push(r))
    this.connect(this.first)
    return ready
  }

  private connect(t: Target) {
    if (this.closed) return
    const url = new URL(this.pathname, t.base)
    const mod = url.protocol === 'https:' ? https : http
    const req = mod.request(url, {
      agent: t.agent,
      headers: {
        accept: 'text/event-stream',
        cookie: this.cookie,
        ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
      },
    })
    this.req = req
    const retry = () => {
      if (this.closed || this.req !== req) return
      this.req = undefined
      this.live = false
      this.reconnects += 1
      const wait = delay(this.retryMs)
      void Promise.all([wait, this.holdReconnect]).then(() => this.connect(this.reconnectTo))
    }
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        res.on('end', retry)
        return
      }
      let buf = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buf += chunk
        let end: number
        while ((end = buf.indexOf('\n\n')) > -1) {
          this.onMessage(buf.slice(0, end))
          buf = buf.slice(end + 2)
        }
      })
      res.on('end', retry)
      res.on('error', retry)
      res.on('aborted', retry)
    })
    req.on('error', retry)
    req.end()
  }

  private onMessage(block: string) {
    let id: string | undefined
    let type = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue
      const i = line.indexOf(':')
      const field = i === -1 ? line : line.slice(0, i)
      const value = i === -1 ? '' : line.slice(i + 1).replace(/^ /, '')
      if (field === 'id') id = value
      else if (field === 'event') type = value
      else if (field === 'data') data.push(value)
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value)
    }
    if (id !== undefined) this.lastEventId = id
    if (type === 'ready') {
      this.live = true
      for (const w of this.readyWaiters.splice(0)) w()
      return
    }
    if (data.length === 0) return
    this.events.push({
      id: Number(id),
      type,
      data: JSON.parse(data.join('\n')),
      at: performance.now(),
      replayed: !this.live,
    })
    for (const fn of this.listeners) fn()
  }

  /** The first event matching `pred`, waiting up to `timeoutMs`. */
  waitFor(pred: (e: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent> {
    const found = this.events.find(pred)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const check = () => {
        const e = this.events.find(pred)
        if (!e) return
        this.listeners.delete(check)
        clearTimeout(timer)
        resolve(e)
      }
      const timer = setTimeout(() => {
        this.listeners.delete(check)
        reject(
          new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(this.events)}`),
        )
      }, timeoutMs)
      this.listeners.add(check)
    })
  }

  close() {
    this.closed = true
    this.req?.destroy()
  }
}
