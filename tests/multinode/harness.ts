// Pieces of the multi-node test: FarmTrek nodes as real processes, a real nginx with
// the documented config, a small HTTPS client, a server-sent-events client that reconnects with
// Last-Event-ID as a browser's EventSource does, and an SMS webhook receiver.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'

export const root = path.resolve(import.meta.dirname, '../..')

/** Debian's nginx, or one on PATH; undefined when there is none. */
export function findNginx(): string | undefined {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx'
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  const p = r.stdout.trim()
  return r.status === 0 && p ? p : undefined
}

/** TEST_DATABASE_URL or the local server, when it answers. */
export async function findPostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await c.connect()
    await c.query('select 1')
    return url
  } catch {
    return undefined
  } finally {
    await c.end().catch(() => {})
  }
}

export async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(sql)).rows
  } finally {
    await c.end()
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The built client: dist/client when built, else one build into `dir` (never two at once). */
export function clientDist(dir: string): string {
  const dist = path.join(root, 'dist/client')
  if (existsSync(path.join(dist, 'index.html'))) return dist
  const out = path.join(dir, 'client')
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      out,
      '--emptyOutDir',
    ],
    // vitest sets NODE_ENV=test, which would give a development build of React.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (r.status !== 0) throw new Error('vite build failed')
  return out
}

/** A FarmTrek server process: `node scripts/start.mjs`, as `npm start` runs it. */
export class AppNode {
  readonly url: string
  output = ''
  private child: ChildProcess | undefined
  private exited: Promise<void> | undefined

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`
  }

  start() {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        ...this.env,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (d) => (this.output += d))
    child.stderr.on('data', (d) => (this.output += d))
    this.exited = new Promise((r) => child.once('exit', () => r()))
    this.child = child
  }

  async waitReady(timeoutMs: number) {
    const until = Date.now() + timeoutMs
    while (Date.now() < until) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) {
        throw new Error(`node ${this.name} exited with ${this.child.exitCode}:\n${this.output}`)
      }
      try {
        const r = await fetch(`${this.url}/api/health`)
        if (r.status === 200) return
      } catch {
        // not listening yet
      }
      await delay(250)
    }
    throw new Error(`node ${this.name} not ready in ${timeoutMs} ms:\n${this.output}`)
  }

  /** SIGKILL: no graceful shutdown, open connections drop. */
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return
    this.child.kill(signal)
    await this.exited
  }
}

/** Replaces `${NAME}` for each given name; nginx's own `$variables` stay. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  let out = template
  for (const [k, v] of Object.entries(vars)) out = out.replaceAll('${' + k + '}', v)
  const left = /\$\{FARMTREK_[A-Z0-9_]+\}/.exec(out)
  if (left) throw new Error(`template variable ${left[0]} has no value`)
  return out
}

/** A self-signed certificate for 127.0.0.1 and localhost. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'tls.crt')
  const key = path.join(dir, 'tls.key')
  const r = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (r.status !== 0) {
    throw new Error(
      `openssl could not make a test certificate (apt-get install openssl): ${r.stderr ?? r.error}`,
    )
  }
  return { cert, key }
}

/** nginx in the foreground with everything (logs, temp files, pid) under `dir`. */
export class Nginx {
  private child: ChildProcess | undefined
  output = ''

  constructor(
    private readonly bin: string,
    readonly dir: string,
    private readonly siteConf: string,
  ) {}

  get accessLog() {
    return path.join(this.dir, 'access.log')
  }

  start() {
    mkdirSync(path.join(this.dir, 'logs'), { recursive: true })
    writeFileSync(path.join(this.dir, 'farmtrek.conf'), this.siteConf)
    const d = this.dir
    writeFileSync(
      path.join(d, 'nginx.conf'),
      [
        'worker_processes 1;',
        `error_log ${d}/error.log warn;`,
        'events { worker_connections 512; }',
        'http {',
        // Which node served each request, for the report.
        "  log_format farmtrek '$request_method $uri $status upstream=$upstream_addr ms=$request_time';",
        `  access_log ${d}/access.log farmtrek;`,
        `  client_body_temp_path ${d}/client_body;`,
        `  proxy_temp_path ${d}/proxy;`,
        `  fastcgi_temp_path ${d}/fastcgi;`,
        `  uwsgi_temp_path ${d}/uwsgi;`,
        `  scgi_temp_path ${d}/scgi;`,
        `  include ${d}/farmtrek.conf;`,
        '}',
        '',
      ].join('\n'),
    )
    const test = spawnSync(
      this.bin,
      ['-t', '-p', d, '-e', `${d}/error.log`, '-c', `${d}/nginx.conf`, '-g', `pid ${d}/nginx.pid;`],
      {
        encoding: 'utf8',
      },
    )
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`)
    this.child = spawn(
      this.bin,
      [
        '-p',
        d,
        '-e',
        `${d}/error.log`,
        '-c',
        `${d}/nginx.conf`,
        '-g',
        `daemon off; pid ${d}/nginx.pid;`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    this.child.stdout!.on('data', (x) => (this.output += x))
    this.child.stderr!.on('data', (x) => (this.output += x))
  }

  async stop() {
    const c = this.child
    if (!c || c.exitCode !== null) return
    const exited = new Promise((r) => c.once('exit', r))
    c.kill('SIGQUIT')
    await Promise.race([exited, delay(5000).then(() => c.kill('SIGKILL'))])
  }

  private readAccessLog(): string {
    try {
      return readFileSync(this.accessLog, 'utf8')
    } catch {
      return ''
    }
  }

  /** The upstream address(es) of each logged request: two when nginx moved on to the next node. */
  upstreams(): string[][] {
    return [...this.readAccessLog().matchAll(/upstream=(.*?) ms=/g)].map((m) =>
      m[1]!.split(/,\s*/).filter((a) => a && a !== '-'),
    )
  }

  /** The status nginx answered each logged request with. */
  statuses(): number[] {
    return [...this.readAccessLog().matchAll(/^\S+ \S+ (\d{3}) /gm)].map((m) => Number(m[1]))
  }

  /** Requests per upstream address in the access log. */
  upstreamCounts(): Record<string, number> {
    const counts: Record<string, number> = {}
    for (const addrs of this.upstreams()) for (const a of addrs) counts[a] = (counts[a] ?? 0) + 1
    return counts
  }
}

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

/**
 * Stands in for the outside services nodes call, recording every request: the SMS webhook
 * (SMS_PROVIDER=webhook: `POST /sms {phoneNumber, message}`) and data.gov.in (`GET /resource/…`,
 * answered with an empty page).
 */
export async function startOutsideServices() {
  const sms: Array<{ phoneNumber: string; message: string; at: number }> = []
  const dataGov: Array<{ url: string; at: number }> = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.method === 'POST' && req.url === '/sms') {
        try {
          sms.push({ ...JSON.parse(body), at: Date.now() })
        } catch {
          // not JSON: answered anyway; the test's counts show it
        }
        res.end('{"ok":true}')
      } else if (req.method === 'GET' && req.url?.startsWith('/resource/')) {
        dataGov.push({ url: req.url, at: Date.now() })
        res.end('{"records":[],"total":0,"count":0,"limit":"4000","offset":"0"}')
      } else {
        res.statusCode = 404
        res.end('{"error":"not found"}')
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const { port } = server.address() as net.AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    sms,
    dataGov,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
