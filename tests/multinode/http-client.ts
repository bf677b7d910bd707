// A small HTTP(S) client for the multi-node test: one request, its cookies.
import http from 'node:http'
import https from 'node:https'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'

export interface Target {
  base: string
  agent: http.Agent
}

export interface Res {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  json<T = any>(): T // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One HTTP(S) request; a connection error rejects (callers decide whether to retry). */
export function request(
  t: Target,
  method: string,
  pathname: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Res> {
  const url = new URL(pathname, t.base)
  const mod = url.protocol === 'https:' ? https : http
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  return new Promise((resolve, reject) => {
    const req = mod.request(
      url,
      {
        method,
        agent: t.agent,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('request timed out')))
    req.on('error', reject)
    req.end(body)
  })
}

/** The `name=value` pairs of Set-Cookie, as a Cookie header. */
export function cookieOf(res: Res): string {
  return cookieFrom(res.headers['set-cookie'])
}
