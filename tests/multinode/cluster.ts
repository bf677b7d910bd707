// The multi-node test's cluster: two `npm start` nodes on one new PostgreSQL database behind a
// real nginx rendered from docs/deploy/nginx.conf.template, the outside services they call, and the
// steps the tests share (register, retry through a dying node). Its bindings are live.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { AppNode } from './app-node.ts'
import { cookieOf, request, type Res, type Target } from './http-client.ts'
import { adminQuery, clientDist, delay, freePort, root } from './machine.ts'
import { makeCertificate, Nginx, renderTemplate } from './nginx.ts'
import { startOutsideServices } from './outside-services.ts'

const TEMPLATE = path.join(root, 'docs/deploy/nginx.conf.template')

export const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-multinode-'))
/** The database the nodes share, made for this run. */
export const dbName = `ft_multi_${randomBytes(5).toString('hex')}`
/** Figures the test run prints at the end. */
export const report: Record<string, unknown> = {}
export let nodeA: AppNode
export let nodeB: AppNode
export let nginx: Nginx
export let outside: Awaited<ReturnType<typeof startOutsideServices>>
/** Through nginx over HTTPS, as browsers reach the site. */
export let viaNginx: Target
export let toA: Target
export let toB: Target
export let plainHttp: Target
/** The phone numbers registered, in order. */
export const phones: string[] = []
let nextPhone = 0

/** Registers through `t`; returns the session cookie and the user. */
export async function register(t: Target, role: 'farmer' | 'buyer', name: string) {
  nextPhone += 1
  const phone = `9${String(Date.now()).slice(-5)}${String(nextPhone).padStart(4, '0')}`
  const r = await request(t, 'POST', '/api/auth/register', {
    body: {
      name,
      email: `${role}-${randomBytes(4).toString('hex')}@example.in`,
      password: 'green-fields-42',
      role,
      location: 'Nashik, Maharashtra',
      phone,
    },
  })
  expect(r.status, r.body).toBe(201)
  phones.push(phone)
  return { cookie: cookieOf(r), user: r.json().user as { id: string; name: string }, phone }
}

/** Retries what a node dying under it failed (502/503/connection reset), as a client would. */
export async function withRetry(fn: () => Promise<Res>, ok: (r: Res) => boolean, label: string) {
  let last = ''
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const r = await fn()
      if (ok(r)) return { res: r, attempts: attempt + 1 }
      last = `${r.status} ${r.body.slice(0, 200)}`
      if (![502, 503, 504].includes(r.status)) break
    } catch (err) {
      last = (err as Error).message
    }
    await delay(250)
  }
  throw new Error(`${label} failed: ${last}`)
}

export const delivery = {
  fullName: 'Anita Sharma',
  address: '12 FC Road, Shivajinagar, Pune 411005',
  phone: '9890012345',
}

/**
 * Starts the outside services, two nodes on a new database and nginx before the tests of the
 * describe that calls it, and stops them after.
 */
export function useCluster(nginxBin: string, adminUrl: string): void {
  beforeAll(async () => {
    chmodSync(dir, 0o755) // nginx's workers may run as another user
    outside = await startOutsideServices()
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`)
    const dbUrl = new URL(adminUrl)
    dbUrl.pathname = `/${dbName}`
    const dist = clientDist(dir)
    const [portA, portB, httpPort, httpsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ])
    const publicUrl = `https://127.0.0.1:${httpsPort}`
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_SIZE: '5',
      SESSION_SECRET: randomBytes(24).toString('base64url'),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      CLIENT_DIST: dist,
      LOG_LEVEL: 'warn',
      LOAD_MARKET_DATA: 'false',
      JOBS: 'true',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${outside.base}/sms`,
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: outside.base,
      DATA_GOV_IN_INTERVAL: '1h',
      OUTBOX_BACKOFF: '200ms',
      SSE_HEARTBEAT: '5s',
    }
    // Each node its own DATA_DIR: nothing on a node's disk is shared state.
    nodeA = new AppNode('A', portA, { ...env, DATA_DIR: path.join(dir, 'node-a') })
    nodeB = new AppNode('B', portB, { ...env, DATA_DIR: path.join(dir, 'node-b') })
    // Both at the same moment, so the migrations run under the advisory lock.
    const started = performance.now()
    nodeA.start()
    nodeB.start()
    await Promise.all([nodeA.waitReady(180_000), nodeB.waitReady(180_000)])
    report.bothNodesReadyMs = Math.round(performance.now() - started)

    const { cert, key } = makeCertificate(dir)
    const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
      FARMTREK_SERVER_NAME: 'localhost 127.0.0.1',
      FARMTREK_HTTP_PORT: `127.0.0.1:${httpPort}`,
      FARMTREK_HTTPS_PORT: `127.0.0.1:${httpsPort}`,
      FARMTREK_TLS_CERT: cert,
      FARMTREK_TLS_KEY: key,
      FARMTREK_NODE_1: `127.0.0.1:${portA}`,
      FARMTREK_NODE_2: `127.0.0.1:${portB}`,
    })
    nginx = new Nginx(nginxBin, path.join(dir, 'nginx'), site)
    nginx.start()
    viaNginx = {
      base: publicUrl,
      agent: new https.Agent({ keepAlive: true, ca: readFileSync(cert) }),
    }
    toA = { base: nodeA.url, agent: new http.Agent({ keepAlive: true }) }
    toB = { base: nodeB.url, agent: new http.Agent({ keepAlive: true }) }
    plainHttp = { base: `http://127.0.0.1:${httpPort}`, agent: new http.Agent() }
    await withRetry(
      () => request(viaNginx, 'GET', '/api/health'),
      (r) => r.status === 200,
      'nginx start',
    )
  }, 300_000)

  afterAll(async () => {
    report.requestsPerUpstream = nginx?.upstreamCounts()
    console.log(`multi-node report: ${JSON.stringify(report, null, 2)}`)
    await nodeA?.kill('SIGTERM')
    await nodeB?.kill('SIGTERM')
    await nginx?.stop()
    await outside?.close()
    for (const t of [viaNginx, toA, toB, plainHttp]) t?.agent.destroy()
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)
}
