// Measuring a route against a reference taken in the same run: Fastify's hello-world in a process
// of its own, loaded just before and just after the route, and how a measured answer is described.
import path from 'node:path'
import type { Context } from '../lib/context.ts'
import { BROWSER_ACCEPT_ENCODING, type HttpResult } from '../lib/http.ts'
import { DURATION_S, load, type LoadResult } from '../lib/load.ts'
import { ROOT, shellEnv, spawnUntilReady, stopChild } from '../lib/proc.ts'
import { fmt } from '../lib/stats.ts'

/** "60 of 94,512" from a list answer: the items the measured response held, of its total. */
export function itemsOf(body: string): { text: string; count: number } {
  const b = JSON.parse(body) as { items?: unknown[]; total?: number }
  const count = b.items?.length ?? 0
  return { text: `${fmt(count)} of ${fmt(b.total ?? Number.NaN)}`, count }
}

/** "1.1 kB br (22.0 kB JSON)": the measured response's body as sent, and as JSON. */
export function bytesOf(r: HttpResult): string {
  const json = Buffer.byteLength(r.body)
  const encoding = r.headers['content-encoding']
  return encoding
    ? `${kB(r.wireBytes)} ${String(encoding)} (${kB(json)} JSON)`
    : `${kB(json)} JSON, not compressed`
}
const kB = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`

/**
 * The throughput reference: Fastify's hello-world in a process of its own, kept up for one
 * database's runs. On this shared 2-core machine its req/s moves by ±20 % between minutes, so a
 * budgeted route is judged against the hello-world measured just before and just after it (their
 * mean), not against one figure taken minutes earlier.
 */
export class HelloWorld {
  private constructor(
    private readonly url: string,
    private readonly stop: () => Promise<void>,
  ) {}

  static async start(ctx: Context): Promise<HelloWorld> {
    const s = await spawnUntilReady({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'bench/hello-server.ts')],
      env: shellEnv(),
      logFile: path.join(ctx.workDir, 'hello.log'),
      ready: /hello-world listening on/,
    })
    return new HelloWorld(/listening on (\S+)/.exec(s.readyLine)![1]!, () => stopChild(s.child))
  }

  /** One load of /hello with the same headers as the routes' (hello-world ignores Accept-Encoding). */
  measure(duration = DURATION_S): Promise<LoadResult> {
    return load({
      url: this.url,
      path: '/hello',
      headers: { ...BROWSER_ACCEPT_ENCODING },
      duration,
    })
  }

  /** `run` between two hello-world loads; `reference` is their mean req/s. */
  async beside<T extends LoadResult>(
    run: () => Promise<T>,
    duration = DURATION_S,
  ): Promise<{ result: T; before: LoadResult; after: LoadResult; reference: number }> {
    const before = await this.measure(duration)
    const result = await run()
    const after = await this.measure(duration)
    return { result, before, after, reference: (before.rps + after.rps) / 2 }
  }

  close(): Promise<void> {
    return this.stop()
  }
}

export type RouteRun = {
  name: string
  result: LoadResult | null
  /** Hello-world req/s its share is taken of. */
  reference?: number
  note?: string
  diagnostic?: boolean
}

export function describe(r: LoadResult): string {
  const bad = r.non2xx + r.errors
  if (!bad) return ''
  return [
    r.non2xx
      ? `${fmt(r.non2xx)} of ${fmt(r.total)} not 2xx (${JSON.stringify(r.statusCodes)})`
      : '',
    r.errors ? `${fmt(r.errors)} errors or timeouts` : '',
  ]
    .filter(Boolean)
    .join('; ')
}
