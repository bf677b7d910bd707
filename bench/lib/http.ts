import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { cookieFrom } from '../../src/server/plugins/auth/cookies.ts'
import { NotAvailable } from './report.ts'
import { since } from './stats.ts'

let ipCounter = 0
/** A new client address for X-Forwarded-For (see startServer: per-IP rate limits). */
export function nextIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/** What Chromium sends: a browse answer is measured as the pages ask for it. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' }

export interface HttpResult {
  status: number
  /** The body decoded (brotli and gzip answers are decompressed). */
  body: string
  /** Body bytes as sent, before decoding. */
  wireBytes: number
  headers: http.IncomingHttpHeaders
  ms: number
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** One HTTP request over a keep-alive agent; resolves with status, body and time to last byte. */
export function request(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpResult> {
  const url = new URL(path, base)
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent,
        headers: {
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const decoded =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw
          resolve({
            status: res.statusCode ?? 0,
            body: decoded.toString('utf8'),
            wireBytes: raw.length,
            headers: res.headers,
            ms: since(start),
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

/** True when the server answered with its "no such API route" 404. */
export const isMissingRoute = (r: HttpResult) => r.status === 404 && r.body.includes('No API route')

/**
 * Throws NotAvailable when the route does not exist yet, and an Error for any other non-2xx, so a
 * benchmark of a route still being built reports that instead of numbers for an error page.
 */
export function expectOk(r: HttpResult, what: string): HttpResult {
  if (isMissingRoute(r)) throw new NotAvailable(`${what}: not available yet (no such API route)`)
  if (r.status < 200 || r.status >= 300) {
    throw new Error(`${what}: HTTP ${r.status} ${r.body.slice(0, 300)}`)
  }
  return r
}

let userCounter = 0
export interface BenchUser {
  cookie: string
  email: string
  id: string
  role: 'farmer' | 'buyer'
}

/** Registers a new account through the API and returns its session cookie. */
export async function register(
  base: string,
  role: 'farmer' | 'buyer',
  prefix = 'bench',
): Promise<BenchUser> {
  userCounter++
  const stamp = `${Date.now()}${userCounter}`
  const email = `${prefix}-${role}-${stamp}@example.in`
  const res = await request(base, '/api/auth/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp() },
    body: {
      name: `Bench ${role} ${userCounter}`,
      email,
      password: 'green-fields-42',
      role,
      location: 'Pune',
      phone: `98${stamp.slice(-8)}`,
    },
  })
  if (res.status !== 201)
    throw new Error(`register ${role}: HTTP ${res.status} ${res.body.slice(0, 300)}`)
  const cookie = cookieFrom(res.headers['set-cookie'])
  const user = (JSON.parse(res.body) as { user: { id: string } }).user
  return { cookie, email, id: user.id, role }
}

/**
 * `n` requests one after another (after `warmup` unmeasured ones); returns each one's time to the
 * last byte in ms. Throws on the first non-2xx.
 */
export async function sequentialLatency(
  base: string,
  path: string | (() => string),
  n: number,
  opts: { headers?: Record<string, string>; warmup?: number } = {},
): Promise<number[]> {
  const p = typeof path === 'function' ? path : () => path
  for (let i = 0; i < (opts.warmup ?? 20); i++)
    expectOk(await request(base, p(), { headers: opts.headers }), p())
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const r = expectOk(await request(base, p(), { headers: opts.headers }), p())
    out.push(r.ms)
  }
  return out
}

/** The status of a GET, read from the response head (for streams that never end); the body is cut off. */
export function headStatus(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let done = false
    const req = http.get(new URL(path, base), { headers }, (res) => {
      const status = res.statusCode ?? 0
      res.on('error', () => {})
      if (status === 200) {
        done = true
        resolve({ status, body: '' })
        return req.destroy()
      }
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => {
        done = true
        resolve({ status, body })
      })
    })
    req.on('error', (err) => {
      if (!done) reject(err)
    })
  })
}

/** Logs an existing account in again: a new session (cookie) for the same user. */
export async function login(base: string, email: string): Promise<string> {
  const r = await request(base, '/api/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp() },
    body: { email, password: 'green-fields-42' },
  })
  if (r.status !== 200) throw new Error(`login: HTTP ${r.status} ${r.body.slice(0, 200)}`)
  return cookieFrom(r.headers['set-cookie'])
}

/** Runs `fn` over `items` with at most `n` at a time. */
export async function pool<T>(
  items: readonly T[],
  n: number,
  fn: (item: T, i: number) => Promise<void>,
) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        await fn(items[i]!, i)
      }
    }),
  )
}
