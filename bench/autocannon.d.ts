// The parts of autocannon 9 the benchmarks use (it ships no types).
declare module 'autocannon' {
  export interface RequestData {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export interface RequestSpec extends RequestData {
    setupRequest?: (req: RequestData, context: Record<string, unknown>) => RequestData
  }
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    [k: string]: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    duration: number
    statusCodeStats?: Record<string, { count: number }>
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: RequestSpec[]
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
