import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { APP_VERSION } from '#server/version.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a route threw, kept until the answer shows whether it was the server's fault. */
    thrown?: unknown
  }
}

/**
 * What the app adds to traces and error reports, each only when its setting is given (otherwise
 * this loads nothing):
 * - with tracing on (OTEL_EXPORTER_OTLP_ENDPOINT, telemetry/tracing.ts), each request's server span
 *   is named by its route (`GET /api/orders/:number`, with `http.route`), not by the bare method;
 * - with SENTRY_DSN, every request answered 500 (an error nobody expected: not a refusal, not bad
 *   input, not a database outage) is reported to Sentry with its route, request id and account id.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
      const { trace } = await import('@opentelemetry/api')
      app.addHook('onRequest', async (request) => {
        const route = request.routeOptions.url
        const span = trace.getActiveSpan()
        if (!span || !route) return
        span.updateName(`${request.method} ${route}`)
        span.setAttribute('http.route', route)
      })
    }

    const dsn = app.env.SENTRY_DSN
    if (!dsn) return
    const Sentry = await import('@sentry/node')
    Sentry.init({
      dsn,
      release: `farmtrek@${APP_VERSION}`,
      environment: app.env.publicUrl.startsWith('https://') ? 'production' : 'development',
      // Errors only: no performance tracing of Sentry's own (OpenTelemetry does traces), and none
      // of its automatic instrumentation, which would wrap http a second time.
      skipOpenTelemetrySetup: true,
      defaultIntegrations: false,
      integrations: [Sentry.linkedErrorsIntegration(), Sentry.onUnhandledRejectionIntegration()],
      // Nothing personal beyond the account id: no request bodies, cookies or addresses.
      sendDefaultPii: false,
    })
    app.addHook('onError', async (request, _reply, error) => {
      request.thrown = error
    })
    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      if (reply.statusCode !== 500 || request.thrown === undefined) return
      Sentry.withScope((scope) => {
        scope.setTag('route', `${request.method} ${request.routeOptions.url ?? '?'}`)
        scope.setTag('request_id', request.id)
        if (request.user) scope.setUser({ id: request.user.id })
        Sentry.captureException(request.thrown)
      })
    })
    app.addHook('onClose', async () => {
      await Sentry.close(2_000)
    })
  },
  { name: 'observability', dependencies: ['error-handler'] },
)
