/* FarmTrek service worker (issue 11): the app works offline with the data last seen.
 * - App shell: index.html network-first, falling back to the cached copy for any page navigation.
 * - Hashed assets (/assets/*) and catalogue images: cache-first (they never change). On install,
 *   every chunk the build lists in /asset-manifest.json is cached, so a page first opened offline
 *   (the product page, the cart, checkout) still loads.
 * - Market prices, listings, the session and the user's own lists (products, orders, supply chain,
 *   weather, messages): network-first; offline, the last answer is served with an
 *   `x-farmtrek-cached-at` header so the page can say how old it is.
 * - Login, registration and logout empty the data cache: the next person on this device never sees
 *   the last one's data offline.
 * - Everything else (writes, streams, other API calls) goes to the network untouched.
 */
const VERSION = 'v2'
const SHELL = `farmtrek-shell-${VERSION}`
const ASSETS = `farmtrek-assets-${VERSION}`
const DATA = `farmtrek-data-${VERSION}`
const CACHED_API = [
  /^\/api\/market-prices(\/|\?|$)/,
  /^\/api\/listings(\/|\?|$)/,
  /^\/api\/session$/,
  /^\/api\/site$/,
  /^\/api\/predict\?/,
  /^\/api\/products(\?|$)/,
  /^\/api\/orders(\?|$)/,
  /^\/api\/supply-chain(\?|$)/,
  /^\/api\/weather\?/,
  /^\/api\/notifications(\?|$)/,
]
const AUTH_CHANGES = /^\/api\/auth\/(login|register|logout)$/

/** Caches every JS and CSS file of the build (the manifest Vite writes) and the catalogue images, best effort. */
async function precacheBuild() {
  try {
    const res = await fetch('/asset-manifest.json', { cache: 'no-cache' })
    if (!res.ok) return
    const files = new Set()
    for (const chunk of Object.values(await res.json())) {
      if (chunk.file) files.add(`/${chunk.file}`)
      for (const css of chunk.css ?? []) files.add(`/${css}`)
    }
    // …and the catalogue images (precache.json, written by vite.config.ts).
    const extra = await fetch('/precache.json', { cache: 'no-cache' })
    if (extra.ok) for (const f of (await extra.json()).files ?? []) files.add(f)
    const cache = await caches.open(ASSETS)
    await Promise.all(
      [...files].map(async (f) => {
        if (!(await cache.match(f, { ignoreVary: true }))) await cache.add(f).catch(() => {})
      }),
    )
  } catch {
    // Offline or no manifest (a dev build): pages are cached as they are visited instead.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png']))
      .then(precacheBuild)
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => ![SHELL, ASSETS, DATA].includes(k)).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

async function networkFirstShell(event) {
  try {
    const res = await fetch(event.request)
    // Every page is the same single-page shell; keep the newest copy of it, in the background.
    if (res.ok && (res.headers.get('content-type') ?? '').startsWith('text/html'))
      event.waitUntil(keepShell(res.clone()))
    return res
  } catch {
    return (await caches.match('/', { cacheName: SHELL })) ?? Response.error()
  }
}

/**
 * The copy serves every page offline, so the hints of the page it came from (the server marks
 * them `data-hint`: that page's chunk and data) are left out.
 */
async function keepShell(res) {
  const html = (await res.text()).replace(/\s*<link [^>]*\bdata-hint\b[^>]*>/g, '')
  const shell = new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  await (await caches.open(SHELL)).put('/', shell)
}

async function cacheFirst(request) {
  const hit = await caches.match(request, { cacheName: ASSETS, ignoreVary: true })
  if (hit) return hit
  const res = await fetch(request)
  if (res.ok) (await caches.open(ASSETS)).put(request, res.clone())
  return res
}

async function networkFirstData(request) {
  const cache = await caches.open(DATA)
  try {
    const res = await fetch(request)
    if (res.ok) {
      const headers = new Headers(res.headers)
      headers.set('x-farmtrek-cached-at', new Date().toISOString())
      const body = await res.clone().arrayBuffer()
      await cache.put(request, new Response(body, { status: res.status, headers }))
    }
    return res
  } catch (err) {
    const hit = await cache.match(request)
    if (hit) return hit
    throw err
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.method !== 'GET') {
    if (AUTH_CHANGES.test(url.pathname)) event.waitUntil(caches.delete(DATA))
    return
  }
  // /api/docs is a page of its own, not the app.
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/'))
    return event.respondWith(networkFirstShell(event))
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/catalogue/'))
    return event.respondWith(cacheFirst(request))
  if (url.pathname.endsWith('/stream')) return
  if (CACHED_API.some((re) => re.test(url.pathname + url.search)))
    return event.respondWith(networkFirstData(request))
})
