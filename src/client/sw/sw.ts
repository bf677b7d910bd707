/**
 * FarmTrek's service worker: the app works offline with the data last seen. Built by
 * vite-plugin-pwa (injectManifest) into /sw.js, with the build's file list and each file's
 * revision written into `self.__WB_MANIFEST`.
 * - Every file of the build (chunks, styles, the shell, icons, catalogue images) is precached on
 *   install, so a page first opened offline still loads and the catalogue shows every image. A new
 *   build's worker fetches only what changed and, on activation, deletes what the new build no
 *   longer has.
 * - Page navigations: network first; the newest shell is kept without the page's own hints and
 *   served offline for any page, or the build's index.html if none was kept yet.
 * - Market prices, listings, the session and the user's own lists: network first; offline, the
 *   last answer is served with an `x-farmtrek-cached-at` header so the page can say how old it is.
 * - Login, registration and logout empty the data cache: the next person on this device never sees
 *   the last one's data offline.
 * - Everything else (writes, streams, other API calls) goes to the network untouched.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { keepShellWithoutHints, stampCachedAt } from './plugins.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

// Before anything reads a cache name: the precache becomes farmtrek-precache-v2-<scope>.
setCacheNameDetails({ prefix: 'farmtrek' })
const SHELL = 'farmtrek-shell'
const DATA = 'farmtrek-data'
/** The caches of the hand-written worker this one replaces (farmtrek-assets-v2 and the rest). */
const HAND_WRITTEN = /^farmtrek-(shell|assets|data)-v\d+$/

const CACHED_API = [
  /^\/api\/market-prices(\/|\?|$)/,
  /^\/api\/listings(\/|\?|$)/,
  /^\/api\/session$/,
  /^\/api\/site$/,
  /^\/api\/predict\?/,
  /^\/api\/orders(\?|$)/,
  /^\/api\/supply-chain(\?|$)/,
  /^\/api\/weather\?/,
  /^\/api\/notifications(\?|$)/,
]
const AUTH_CHANGES = /^\/api\/auth\/(login|register|logout)$/

// A new build's worker takes over at once (the pages load their chunks lazily from the same
// build as their shell, and every page reloads its data anyway), as the hand-written one did.
self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => HAND_WRITTEN.test(k)).map((k) => caches.delete(k))),
      ),
  )
})

// Not answered here, only watched: the sign-in change itself goes to the network untouched.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (
    event.request.method !== 'GET' &&
    url.origin === self.location.origin &&
    AUTH_CHANGES.test(url.pathname)
  )
    event.waitUntil(caches.delete(DATA))
})

const sameOrigin = (url: URL) => url.origin === self.location.origin

// Registered before the precache route, so `/` is always asked of the server first: the server
// adds the page's hints, and a deploy shows at once.
registerRoute(
  // /api/docs is a page of its own, not the app.
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: SHELL,
    plugins: [
      keepShellWithoutHints(),
      // Offline before any page was kept (the first visit installs the worker): the build's own.
      { handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() },
    ],
  }),
)

cleanupOutdatedCaches()
// The hashed chunks are precached under their own URL (their name changes with their content);
// other files carry the revision Workbox computed. `/` is not served from the precache (above).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false })

registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    !url.pathname.endsWith('/stream') &&
    CACHED_API.some((re) => re.test(url.pathname + url.search)),
  new NetworkFirst({ cacheName: DATA, plugins: [stampCachedAt()] }),
)
