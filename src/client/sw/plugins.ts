import type { WorkboxPlugin } from 'workbox-core/types'

/**
 * The service worker's Workbox plugins, kept apart from the worker itself (src/client/sw/sw.ts) so
 * they can be tested with plain Request and Response objects.
 */

/** The header on a stored API answer saying when it came from the server. */
export const CACHED_AT_HEADER = 'x-farmtrek-cached-at'

/**
 * Stamps each API answer it stores with the time it arrived, so a page served from the cache
 * offline can say how old its data is. Only successful answers are kept.
 */
export function stampCachedAt(now: () => Date = () => new Date()): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (!response.ok) return null
      const headers = new Headers(response.headers)
      headers.set(CACHED_AT_HEADER, now().toISOString())
      return new Response(await response.arrayBuffer(), {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    },
  }
}

/** The server's per-page hints: `<link … data-hint>` (the page's own chunk and data). */
const HINT = /\s*<link [^>]*\bdata-hint\b[^>]*>/g
/**
 * The top of one page the server drew into its HTML (a listing's photo and name:
 * `<main data-page-paint>`, server plugins/page-shell.ts); the name in it is escaped, so the first
 * `</main>` closes it.
 */
const PAGE_PAINT = /\s*<main [^>]*\bdata-page-paint\b[^>]*>[\s\S]*?<\/main>/g

/** The one cache key the app shell is kept under: every page is the same single-page app. */
export const SHELL_KEY = '/'

/**
 * Keeps one copy of the app shell for every page, without the hints and the drawn top of the page
 * it came from: it is served offline for any page, and another page's hints would only fetch what
 * it never uses.
 * Pages that are not HTML (an error page of a proxy) are not kept.
 */
export function keepShellWithoutHints(): WorkboxPlugin {
  return {
    // Every navigation reads and writes the same entry.
    cacheKeyWillBeUsed: () => Promise.resolve(SHELL_KEY),
    async cacheWillUpdate({ response }) {
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
        return null
      const html = (await response.text()).replace(HINT, '').replace(PAGE_PAINT, '')
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  }
}
