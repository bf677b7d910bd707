import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * Real server processes for the resilience tests (`src/server/main.ts` through tsx), on a temp
 * DATA_DIR, or on a throwaway PostgreSQL database when TEST_DB=postgres. They can be killed with
 * SIGKILL and started again on the same data.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  output(): string
  kill(signal?: NodeJS.Signals): Promise<void>
}

export interface ServerData {
  env: Record<string, string>
  /** A connection of the test's own to the servers' database (stop the servers first on PGlite). */
  open(): Promise<Database>
  cleanup(): Promise<void>
}

export async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmtrek-proc-'))
  // A throwaway PostgreSQL database (dropped, with every connection, by cleanup); on the
  // embedded database the servers create DATA_DIR themselves.
  const testDb = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined
  return {
    env: { DATA_DIR: dataDir, ...(testDb ? { DATABASE_URL: testDb.url! } : {}) },
    open: () => openDatabase(testDb ? { url: testDb.url! } : { dataDir }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
      if (testDb) await testDb.close().catch(() => {})
    },
  }
}

export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOAD_MARKET_DATA: 'false',
      CLIENT_DIST: './.tmp/no-client',
      SESSION_SECRET: 'resilience-secret-resilience-secret-0123',
      REGISTER_MAX_PER_IP: '100000',
      ORDERS_MAX_PER_MINUTE: '100000',
      // One buyer places hundreds of orders with one farmer here; what a buyer may hold at once
      // has its own tests (checkout-limits.routes.test.ts).
      COD_MAX_PENDING_LINES_PER_FARMER: '100000',
      UNPAID_ORDERS_MAX: '100000',
      JOBS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const started = Date.now()
  let port: string | undefined
  while (!port) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in ${timeoutMs} ms:\n${output}`)
    }
    port = /FarmTrek is ready at http:\/\/localhost:(\d+)/.exec(output)?.[1]
    if (!port) await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** A tiny HTTP client that keeps one cookie jar per user. */
export function client(base: string) {
  let cookie = ''
  return {
    async call(method: string, url: string, body?: unknown) {
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      })
      const set = cookieFrom(res.headers.getSetCookie())
      if (set) cookie = set
      const text = await res.text()
      let json: unknown = undefined
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        // not JSON
      }
      return {
        status: res.status,
        json: json as Record<string, unknown> & { [k: string]: unknown },
        text,
      }
    },
    get cookie() {
      return cookie
    },
    setBase(next: string) {
      base = next
    },
  }
}
