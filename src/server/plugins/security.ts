import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import type { Env } from '#server/env.ts'
import { sendError } from './error-handler.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin a browser on this site sends: PUBLIC_URL's, or the one the request was made to. */
function isSameOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true
  const host = request.headers.host
  return !!host && (origin === `http://${host}` || origin === `https://${host}`)
}

/**
 * The headers helmet sets with these options, worked out once. @fastify/helmet builds a new helmet
 * middleware (and parses the CSP directives again) on every request: 7% of a market-prices
 * request's CPU. The headers do not depend on the request, so they are computed here.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed', { cause: err })
  })
  return headers
}

/**
 * The headers of an API answer (JSON, an event stream, a listing photo), after OWASP's REST
 * Security Cheat Sheet: nothing in it is a document, so the page headers that only matter to a
 * document (its script and style sources, COOP, Origin-Agent-Cluster, DNS prefetch, the legacy
 * X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies) are left off, and the
 * CSP allows nothing at all. A third of the bytes of a small answer's headers, and each header is
 * checked by Node on every response.
 */
export function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** An API path (not the API's own HTML documentation, which is a page). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lets pages apply one inline stylesheet, by its CSP hash (`sha256-…`): the built client's,
     * written into index.html (client-static.ts). Called while the app is built, before it listens.
     */
    allowPageStyle(hash: string): void
  }
}

/** The pages that may open Razorpay Checkout: checkout, and an order's payment page. */
export function isCheckoutPage(url: string): boolean {
  // Most requests are neither: two prefix checks before any splitting.
  if (!url.startsWith('/checkout') && !url.startsWith('/pay/')) return false
  const path = url.split('?')[0] ?? ''
  return path === '/checkout' || /^\/pay\/[^/]+$/.test(path)
}

interface CheckoutSources {
  script: string[]
  style: string[]
  img: string[]
  connect: string[]
  frame: string[]
}

/**
 * What Razorpay Checkout loads (docs/payments.md): its script, the iframe it opens (its own origin
 * and the API's), images of banks and UPI apps, and the inline styles it sets on its overlay.
 * Null without a gateway: then no page allows any of it.
 */
function checkoutSources(env: Env): CheckoutSources | null {
  if (env.PAYMENT_PROVIDER !== 'razorpay') return null
  const checkout = new URL(env.RAZORPAY_CHECKOUT_URL).origin
  const api = new URL(env.RAZORPAY_URL).origin
  const razorpayCdn =
    checkout === 'https://checkout.razorpay.com' ? ['https://cdn.razorpay.com'] : []
  const origins = [...new Set([checkout, api])]
  return {
    script: [checkout],
    style: ["'unsafe-inline'"],
    img: [...origins, ...razorpayCdn],
    connect: origins,
    frame: origins,
  }
}

/**
 * Helmet with a strict Content-Security-Policy (self only: the built client has no inline script
 * or style), HSTS under https, and a refusal of cross-origin writes (CSRF defence on top of
 * the SameSite=Lax cookie).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const https = opts.env.publicUrl.startsWith('https:')
    /** Hashes of the inline stylesheets pages may apply (allowPageStyle), quoted. */
    const styleHashes: string[] = []
    const policy = (extra: CheckoutSources | null): HelmetOptions => ({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(extra?.script ?? [])],
          // Checkout's 'unsafe-inline' covers the page's own stylesheet; beside a hash it would be
          // ignored, so the hashes go on the other pages only.
          styleSrc: ["'self'", ...(extra ? extra.style : styleHashes)],
          imgSrc: ["'self'", 'data:', ...(extra?.img ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(extra?.connect ?? [])],
          ...(extra ? { frameSrc: extra.frame } : {}),
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(extra?.frame ?? [])],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    })
    // Razorpay Checkout's origins, allowed on the checkout and payment pages only.
    const sources = checkoutSources(opts.env)
    let headers: Record<string, string> = {}
    let checkoutHeaders = headers
    const computeHeaders = () => {
      headers = helmetHeaders(policy(null))
      checkoutHeaders = sources ? helmetHeaders(policy(sources)) : headers
    }
    computeHeaders()
    app.decorate('allowPageStyle', (hash: string) => {
      styleHashes.push(`'${hash}'`)
      computeHeaders()
    })
    const api = apiHeaders(https)
    // Synchronous (an async hook costs a promise on every request): the headers, and the
    // refusal of cross-origin writes. The headers go by the raw URL: an odd spelling of an API
    // path (/%61pi/…) gets the page headers, which are as strict for an answer that is not a page.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url
      reply.headers(
        isApiPath(url)
          ? api
          : checkoutHeaders !== headers && isCheckoutPage(url)
            ? checkoutHeaders
            : headers,
      )
      // Every write, whatever its path: the router decodes and normalises paths (/%61pi/… reaches
      // /api/…), so a check on the raw URL's spelling could be walked around.
      if (WRITE_METHODS.has(request.method)) {
        const origin = request.headers.origin
        const fetchSite = request.headers['sec-fetch-site']
        const crossOrigin =
          (origin !== undefined && !isSameOrigin(request, origin, opts.env.publicUrl)) ||
          (origin === undefined && fetchSite === 'cross-site')
        if (crossOrigin) {
          sendError(reply, 'cross_site')
          return
        }
      }
      done()
    })
  },
  { name: 'security' },
)
