/* FarmTrek service worker (issue 11): the app works offline with the data last seen.
 * - App shell: index.html network-first, falling back to the cached copy for any navigation.
 * - Hashed assets (/assets/*) and catalogue images: cache-first (they never change).
 * - Market prices, listings and the session: network-first; offline, the last answer is served with
 *   an `x-farmtrek-cached-at` header so the page can say how old it is.
 * - Everything else (writes, other API calls) goes to the network untouched.
 */
const VERSION = 'v1'
const SHELL = `farmtrek-shell-${VERSION}`
const ASSETS = `farmtrek-assets-${VERSION}`
const DATA = `farmtrek-data-${VERSION}`
const CACHED_API = [/^\/api\/market-prices(\/|\?|$)/, /^\/api\/listings(\/|\?|$)/, /^\/api\/session$/, /^\/api\/site$/, /^\/api\/predict\?/]

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png']))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => ![SHELL, ASSETS, DATA].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

async function networkFirstShell(request) {
  try {
    const res = await fetch(request)
    if (res.ok) (await caches.open(SHELL)).put('/', res.clone())
    return res
  } catch {
    return (await caches.match('/', { cacheName: SHELL })) ?? Response.error()
  }
}

async function cacheFirst(request) {
  const hit = await caches.match(request, { cacheName: ASSETS })
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
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') return event.respondWith(networkFirstShell(request))
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/catalogue/')) return event.respondWith(cacheFirst(request))
  if (url.pathname.endsWith('/stream')) return
  if (CACHED_API.some((re) => re.test(url.pathname + url.search))) return event.respondWith(networkFirstData(request))
})
