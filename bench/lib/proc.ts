import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { EnvSchema } from '../../src/server/env.ts'
import { sleep } from './stats.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/**
 * process.env as a user's shell would have it: without the npm_* variables of `npm run bench` (a
 * child npm would read npm_config_local_prefix and friends) and NODE_ENV.
 */
export function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(env)) if (/^npm_/i.test(key)) delete env[key]
  delete env.NODE_ENV
  delete env.NODE_OPTIONS
  delete env.INIT_CWD
  return env
}

/** shellEnv() without any FarmTrek setting, so only what a benchmark sets reaches the server. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = shellEnv()
  for (const key of Object.keys(EnvSchema.shape)) delete env[key]
  return { ...env, ...extra }
}

export interface Started {
  child: ChildProcess
  /** ms from spawn to the ready line in the log. */
  readyMs: number
  /** The line itself ("FarmTrek is ready at … (embedded database, 812 ms)"). */
  readyLine: string
}

/**
 * Spawns `command args` with stdout and stderr going to `logFile` (not through this process, so
 * request logging never competes with the load generator), and resolves when a line matching
 * `ready` appears in the log. Polls the file every 5 ms.
 */
export async function spawnUntilReady(opts: {
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  logFile: string
  ready: RegExp
  timeoutMs?: number
  detached?: boolean
}): Promise<Started> {
  mkdirSync(path.dirname(opts.logFile), { recursive: true })
  const fd = openSync(opts.logFile, 'a')
  const startSize = statSync(opts.logFile).size
  const started = performance.now()
  const child = spawn(opts.command, opts.args, {
    cwd: ROOT,
    env: opts.env,
    stdio: ['ignore', fd, fd],
    detached: opts.detached ?? false,
  })
  closeSync(fd)
  let exited: number | null = null
  child.on('exit', (code, signal) => {
    exited = code ?? (signal ? 128 : 1)
  })
  const deadline = started + (opts.timeoutMs ?? 180_000)
  // Read only what was appended since the last poll, as bytes (the log may hold multi-byte text).
  const reader = openSync(opts.logFile, 'r')
  let seen = startSize
  let text = ''
  try {
    for (;;) {
      const size = statSync(opts.logFile).size
      if (size > seen) {
        const buf = Buffer.alloc(size - seen)
        readSync(reader, buf, 0, buf.length, seen)
        seen = size
        text += buf.toString('utf8')
        const lines = text.split('\n')
        const m = lines.find((l) => opts.ready.test(l))
        if (m) return { child, readyMs: performance.now() - started, readyLine: m }
        text = lines.at(-1) ?? '' // keep a partial last line; the rest was checked
        if (text.length > 100_000) text = text.slice(-100_000)
      }
      if (exited !== null) {
        const tail = readFileSync(opts.logFile).subarray(startSize).toString('utf8').slice(-2000)
        // `exited` is set by the child's exit handler, which TypeScript's narrowing cannot see.
        const code = exited as number | null
        throw new Error(`${opts.command} exited (${String(code)}) before it was ready:\n${tail}`)
      }
      if (performance.now() > deadline) {
        await stopChild(child, opts.detached)
        const tail = readFileSync(opts.logFile).subarray(startSize).toString('utf8').slice(-2000)
        throw new Error(
          `${opts.command} was not ready after ${opts.timeoutMs ?? 180_000} ms:\n${tail}`,
        )
      }
      await sleep(5)
    }
  } finally {
    closeSync(reader)
  }
}

/** SIGTERM (the process group when detached), SIGKILL after 15 s; resolves on exit. */
export function stopChild(child: ChildProcess, group = false): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = (sig: NodeJS.Signals) => {
      try {
        if (group && child.pid) process.kill(-child.pid, sig)
        else child.kill(sig)
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    kill('SIGTERM')
  })
}

/** Resident set size of a process in kB (Linux /proc). */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const m = /VmRSS:\s+(\d+) kB/.exec(status)
  return m ? Number(m[1]) : Number.NaN
}

export const READY_LINE = /FarmTrek is ready at (http:\/\/\S+)/

export interface ServerOptions {
  /** Embedded database directory (DATA_DIR); also holds the session secret. */
  dataDir: string
  /** PostgreSQL URL; unset = the embedded database in dataDir. */
  databaseUrl?: string
  clientDist: string
  logFile: string
  env?: Record<string, string>
}

export interface ServerHandle {
  url: string
  port: number
  pid: number
  readyMs: number
  readyLine: string
  options: ServerOptions
  stop(): Promise<void>
}

/** Log level of every benchmarked server: `info`, the production default (.env.example). */
export const BENCH_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info'

/**
 * Starts the server as `npm start` does (`node scripts/start.mjs`: built client, tsx, production
 * defaults) on a free port. TRUST_PROXY=true lets the bench give each request its own
 * X-Forwarded-For address, so per-IP rate limits (register 20/15 min, orders 30/min) do not turn
 * a throughput test into a test of the limiter.
 */
export async function startServer(opts: ServerOptions): Promise<ServerHandle> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = cleanEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: opts.dataDir,
    CLIENT_DIST: opts.clientDist,
    LOG_LEVEL: BENCH_LOG_LEVEL,
    TRUST_PROXY: 'true',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  })
  const s = await spawnUntilReady({
    command: process.execPath,
    // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
    // see where a section's time goes (a profile is written when the server stops).
    args: [...nodeArgs(), path.join(ROOT, 'scripts/start.mjs')],
    env,
    logFile: opts.logFile,
    ready: READY_LINE,
  })
  const child = s.child
  return {
    url,
    port,
    pid: child.pid!,
    readyMs: s.readyMs,
    readyLine: s.readyLine,
    options: opts,
    stop: () => stopChild(child),
  }
}

const nodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)

/** Restarts a server with the same options (a new port). */
export async function restartServer(s: ServerHandle): Promise<ServerHandle> {
  await s.stop()
  return startServer(s.options)
}
