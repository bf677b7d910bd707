/**
 * OpenTelemetry traces, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
 * standard OTEL_* variables apply: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, sampling, …).
 * Incoming and outgoing HTTP (every request, the SMS, email and payment providers) and PostgreSQL
 * queries become spans; the app names each request's span by its route (plugins/observability.ts).
 *
 * It must start before the modules it instruments are loaded, so main.ts calls it first and then
 * imports the server; this file imports nothing at the top but Node's own modules, and without
 * the setting nothing of OpenTelemetry is loaded at all.
 */

let stop: (() => Promise<void>) | null = null

export async function startTracing(
  // eslint-disable-next-line no-restricted-properties -- runs before the server (and env.ts) loads, and reads OpenTelemetry's own standard variables
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || stop) return false
  // ES modules (the app's own `import pg from 'pg'`) are instrumented through this loader hook;
  // CommonJS ones (Fastify's require('node:http')) through require hooks the SDK sets itself.
  const { register } = await import('node:module')
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
    ])
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'farmtrek',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Scrapes and health checks every few seconds would drown the traces that matter.
        ignoreIncomingRequestHook: (req) =>
          req.url === '/metrics' || (req.url ?? '').startsWith('/api/health'),
      }),
      new PgInstrumentation(),
    ],
  })
  sdk.start()
  stop = () => sdk.shutdown()
  return true
}

/** Sends the spans still buffered and stops tracing (at shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const s = stop
  stop = null
  await s?.()
}
