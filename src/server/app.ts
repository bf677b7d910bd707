import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import { destination } from 'pino'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { ACCESS_LEVELS, type Access } from '#core/auth/roles.ts'
import { apiPath, LISTING_HERO_SIZES, listingOfPage } from '#core/http/page-data.ts'
import { photoSrc, photoSrcSet } from '#core/listings/listing-photos.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { accountRoutes } from './features/account/account.routes.ts'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { operatorAuthRoutes } from './features/admin/operator-auth.routes.ts'
import { metricsPlugin } from './features/metrics/metrics.plugin.ts'
import { alertsRoutes } from './features/alerts/alerts.routes.ts'
import { authRoutes } from './features/auth/auth.routes.ts'
import { loginCompletionPlugin } from './features/auth/login-completion.ts'
import { contactRoutes } from './features/contact/contact.routes.ts'
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { useDeliveryCodeSecret } from './services/delivery-code.ts'
import { deliveriesRoutes } from './features/deliveries/deliveries.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { listingPhotosRoutes } from './features/listings/listing-photos.routes.ts'
import { listingReportsRoutes } from './features/listings/listing-reports.routes.ts'
import { listingsRoutes } from './features/listings/listings.routes.ts'
import { livePlugin } from './services/live.ts'
import { NewPricesHub } from './services/new-prices.ts'
import { findListing } from './features/listings/listings-browse.repo.ts'
import { marketPricesRoutes } from './features/market-prices/market-prices.routes.ts'
import { forecastableCrops } from './features/market-prices/alert-forecasts.ts'
import { notificationsRoutes } from './features/notifications/notifications.routes.ts'
import { ordersRoutes } from './features/orders/orders.routes.ts'
import { paymentsRoutes } from './features/payments/payments.routes.ts'
import { receiptsRoutes } from './features/receipts/receipts.routes.ts'
import { ratingsRoutes } from './features/ratings/ratings.routes.ts'
import { supplyChainRoutes } from './features/supply-chain/supply-chain.routes.ts'
import { weatherRoutes } from './features/weather/weather.routes.ts'
import { placesRoutes } from './features/places/places.routes.ts'
import { authPlugin } from './plugins/auth/auth.plugin.ts'
import { freshCodePlugin } from './plugins/auth/fresh-code.ts'
import { observabilityPlugin } from './plugins/observability.ts'
import { clientStaticPlugin } from './plugins/client-static.ts'
import { errorHandlerPlugin, HttpError } from './plugins/error-handler.ts'
import { isApiPath, securityPlugin } from './plugins/security.ts'
import { APP_VERSION } from './version.ts'

declare module 'fastify' {
  interface FastifyInstance {
    env: Env
    database: Database
    /** Every /api route with its access level, in registration order (the authorization matrix reads it). */
    apiRoutes: ApiRoute[]
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say (checked at start, enforced in plugins/auth/auth.plugin.ts). */
    access?: Access
  }
}

export type ApiRoute = { method: string; url: string; access: Access }

export interface BuildAppOptions {
  env: Env
  database: Database
  logger?: FastifyServerOptions['logger']
  /** The clock of rules counted in days (a rating's 7 days of changes); tests move it. */
  now?: () => Date
}

/** What a client's own `x-request-id` may look like to be logged (beside ours, never as ours). */
const CLIENT_REQUEST_ID = /^[\w-]{1,64}$/

/**
 * One log line a request, when it completes, instead of Fastify's two ("incoming request",
 * "request completed"): logging was 5% of a market-prices request's CPU.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return
    const given = request.headers['x-request-id']
    const line = {
      ...(typeof given === 'string' && CLIENT_REQUEST_ID.test(given)
        ? { clientRequestId: given }
        : {}),
      method: request.method,
      url: request.url,
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}

/** Builds the Fastify app: infrastructure plugins, then app plugins, then features. Never listens. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = opts
  const app = Fastify({
    logger: opts.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Asynchronous stdout: lines written while a write is in flight go out together in the
      // next one, instead of one blocking write per line (a synchronous write per request was
      // 40% of a cached page's throughput). Flushed synchronously when the process exits; a
      // SIGKILL can lose only the lines of the write in flight.
      stream: destination({ dest: 1, sync: false }),
    },
    bodyLimit: env.BODY_LIMIT,
    // A client has REQUEST_TIMEOUT to send its headers and body (408 after), so slow senders
    // cannot hold sockets open. Node checks at connectionsCheckingInterval, hence the shorter one.
    // Responses (live streams) are not limited by it.
    requestTimeout: env.REQUEST_TIMEOUT,
    http: {
      headersTimeout: Math.min(env.REQUEST_TIMEOUT, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, env.REQUEST_TIMEOUT / 4)),
    },
    trustProxy: env.TRUST_PROXY,
    // Our own id for every request: a client-chosen one could collide with or impersonate
    // another request's lines in the log. The client's id, if any, is logged beside it.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', env)
  app.decorate('database', database)
  app.decorate('newPrices', new NewPricesHub())
  // Delivery codes are derived from the server secret (services/delivery-code.ts).
  if (env.sessionSecret) useDeliveryCodeSecret(env.sessionSecret)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  // Every API route states its access level, so none is public by accident; the authorization
  // matrix test reads the same list, so a new route cannot skip it.
  const apiRoutes: ApiRoute[] = []
  app.decorate('apiRoutes', apiRoutes)
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return
    const access = route.config?.access
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`)
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access })
    }
  })

  // Infrastructure
  await app.register(errorHandlerPlugin)
  await app.register(securityPlugin, { env })
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
    // What the builder returns is thrown, so the one error handler shapes it.
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(
        'rate_limited',
        { seconds: Math.ceil(ctx.ttl / 1000) },
        { retryAfter: Math.ceil(ctx.ttl / 1000) },
      ),
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'FarmTrek API', version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'farmtrek.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  // App plugins
  await app.register(authPlugin)
  await app.register(freshCodePlugin)
  await app.register(observabilityPlugin)
  await app.register(livePlugin)
  // Before the features, so its request timer sees every route.
  await app.register(metricsPlugin)

  // Features
  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(loginCompletionPlugin)
  await app.register(accountRoutes)
  await app.register(contactRoutes)
  await app.register(marketPricesRoutes)
  await app.register(weatherRoutes)
  await app.register(placesRoutes)
  await app.register(listingsRoutes)
  await app.register(listingPhotosRoutes)
  await app.register(listingReportsRoutes)
  await app.register(supplyChainRoutes, { now: opts.now })
  await app.register(deliveriesRoutes, { now: opts.now })
  await app.register(ordersRoutes)
  await app.register(notificationsRoutes)
  await app.register(paymentsRoutes)
  await app.register(receiptsRoutes)
  await app.register(dashboardRoutes)
  await app.register(alertsRoutes, { canForecast: forecastableCrops(database) })
  await app.register(operatorAuthRoutes)
  await app.register(adminRoutes)
  await app.register(ratingsRoutes, { now: opts.now })

  await app.register(clientStaticPlugin, {
    root: env.CLIENT_DIST,
    // A buyer's listing page: its data and main photo are hinted in the HTML, so the photo (the
    // page's largest paint) loads alongside the JavaScript, and the photo and name are drawn in
    // the HTML itself.
    pageExtras: async (pathname, role) => {
      const id = role === 'buyer' ? listingOfPage(pathname) : null
      const listing = id ? await findListing(app.database.read, id) : null
      if (!id || !listing) return null
      const sources = listing.photos[0]?.sources ?? []
      const main = photoSrc(sources, 640)
      const srcset = photoSrcSet(sources)
      return {
        fetches: [apiPath.listing(id)],
        images: main ? [{ href: main.url, srcset, sizes: LISTING_HERO_SIZES }] : [],
        // Its photo and name are drawn in the HTML, before the JavaScript (page-shell.ts).
        paint: main
          ? {
              title: listing.productName,
              alt: `Photo 1 of ${listing.productName}`,
              src: main.url,
              srcset,
              sizes: LISTING_HERO_SIZES,
              width: main.width,
              height: main.height,
              photos: listing.photos.length,
            }
          : undefined,
      }
    },
  })
  return app
}
