import autocannon, { type RequestSpec, type Result } from 'autocannon'

export interface LoadResult {
  /** Median of the one-second request counts. */
  rps: number
  /** Mean requests per second over the whole run. */
  rpsMean: number
  p50: number
  p99: number
  total: number
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
}

/** Connections and seconds of every throughput figure, the same for every route measured. */
export const CONNECTIONS = 50
export const DURATION_S = 10

/**
 * autocannon with `connections` for `duration` s, after an unrecorded 2 s warm-up at 10
 * connections (JIT, connection pools, caches). Returns the median req/s and latency p50/p99 in ms.
 */
export async function load(opts: {
  url: string
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: RequestSpec['setupRequest']
  connections?: number
  duration?: number
  warmup?: boolean
}): Promise<LoadResult> {
  const request: RequestSpec = {
    method: opts.method ?? 'GET',
    path: opts.path,
    headers: opts.headers,
    body: opts.body,
    ...(opts.setupRequest ? { setupRequest: opts.setupRequest } : {}),
  }
  if (opts.warmup !== false) {
    await autocannon({ url: opts.url, connections: 10, duration: 2, requests: [request] })
  }
  const r: Result = await autocannon({
    url: opts.url,
    connections: opts.connections ?? CONNECTIONS,
    duration: opts.duration ?? DURATION_S,
    requests: [request],
  })
  const statusCodes: Record<string, number> = {}
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[k] = v.count
  return {
    rps: r.requests.p50,
    rpsMean: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes,
  }
}
