import http from 'node:http'

export interface SseEvent {
  id?: string
  event: string
  data: string
  /** performance.now() when the event's last line arrived. */
  at: number
}

export interface SseConnection {
  close(): void
  /** Resolves once the server's first `ready` event has arrived. */
  ready: Promise<void>
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

/** Opens a server-sent-events stream and calls `onEvent` for each event. */
export function openSse(
  url: string,
  headers: Record<string, string>,
  onEvent: (e: SseEvent) => void,
): SseConnection {
  let resolveReady!: () => void
  let rejectReady!: (e: Error) => void
  const ready = new Promise<void>((res, rej) => {
    resolveReady = res
    rejectReady = rej
  })
  const req = http.get(
    url,
    { agent, headers: { accept: 'text/event-stream', ...headers } },
    (res) => {
      if (res.statusCode !== 200) {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () =>
          rejectReady(new Error(`SSE ${url}: HTTP ${res.statusCode} ${body.slice(0, 200)}`)),
        )
        return
      }
      res.setEncoding('utf8')
      let buf = ''
      res.on('data', (chunk: string) => {
        const at = performance.now()
        buf += chunk
        let sep: number
        while ((sep = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, sep)
          buf = buf.slice(sep + 2)
          const e: SseEvent = { event: 'message', data: '', at }
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue
            const i = line.indexOf(':')
            const field = i < 0 ? line : line.slice(0, i)
            const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '')
            if (field === 'event') e.event = value
            else if (field === 'data') e.data += (e.data ? '\n' : '') + value
            else if (field === 'id') e.id = value
          }
          if (e.event === 'ready') resolveReady()
          if (block.trim() && !block.startsWith('retry:')) onEvent(e)
        }
      })
      res.on('error', () => {})
    },
  )
  req.on('error', (err) => rejectReady(err))
  return { close: () => req.destroy(), ready }
}
