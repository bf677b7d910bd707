import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../env.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin a browser on this site sends: PUBLIC_URL's, or the one the request was made to. */
function isSameOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true
  const host = request.headers.host
  return !!host && (origin === `http://${host}` || origin === `https://${host}`)
}

/**
 * Helmet with a strict Content-Security-Policy (self only: the built client has no inline script
 * or style), HSTS under https, and a refusal of cross-origin writes to /api (CSRF defence on top of
 * the SameSite=Lax cookie).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const https = opts.env.publicUrl.startsWith('https:')
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    })

    app.addHook('onRequest', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
      const origin = request.headers.origin
      const fetchSite = request.headers['sec-fetch-site']
      const crossOrigin =
        (origin !== undefined && !isSameOrigin(request, origin, opts.env.publicUrl)) ||
        (origin === undefined && fetchSite === 'cross-site')
      if (crossOrigin) {
        return reply.status(403).send({ error: 'Requests from another site are not allowed.' })
      }
    })
  },
  { name: 'security' },
)
