// What the multi-node test needs of this machine: nginx, a PostgreSQL server, free ports and
// the built client.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

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
