// The server's entry point. Traces (when OTEL_EXPORTER_OTLP_ENDPOINT is set) start before anything
// they instrument is loaded, so the server itself (serve.ts) comes in by a dynamic import after.
import { startTracing } from './telemetry/tracing.ts'

await startTracing()
await import('./serve.ts')
