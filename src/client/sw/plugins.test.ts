import type { WorkboxPlugin } from 'workbox-core/types'
import { describe, expect, it } from 'vitest'
import { CACHED_AT_HEADER, keepShellWithoutHints, SHELL_KEY, stampCachedAt } from './plugins.ts'

/** Calls a plugin's cacheWillUpdate as Workbox does, with only the parameter these plugins read. */
const willUpdate = (plugin: WorkboxPlugin, response: Response) =>
  plugin.cacheWillUpdate!({
    request: new Request('http://localhost/x'),
    response,
    event: undefined as never,
    state: {},
  })

describe('stampCachedAt', () => {
  it('stores a successful answer with the time it arrived, body and headers unchanged', async () => {
    const plugin = stampCachedAt(() => new Date('2026-03-01T10:15:00.000Z'))
    const stored = await willUpdate(
      plugin,
      new Response('{"items":[]}', {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"a"' },
      }),
    )
    expect(stored!.status).toBe(200)
    expect(stored!.headers.get(CACHED_AT_HEADER)).toBe('2026-03-01T10:15:00.000Z')
    expect(stored!.headers.get('content-type')).toBe('application/json')
    expect(stored!.headers.get('etag')).toBe('"a"')
    expect(await stored!.text()).toBe('{"items":[]}')
  })

  it('keeps no error answer', async () => {
    for (const status of [401, 404, 500, 503])
      expect(await willUpdate(stampCachedAt(), new Response('no', { status }))).toBeNull()
  })
})

describe('keepShellWithoutHints', () => {
  const page = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="modulepreload" crossorigin href="/assets/products-d4.js" data-hint>
    <link rel="preload" as="fetch" crossorigin href="/api/listings?page=1&amp;size=20" data-hint>
    <link rel="preload" as="image" href="/catalogue/tomato.svg" data-hint>
  </head><body><div id="root"></div></body></html>`

  it('keeps the shell without the hints of the page it came from', async () => {
    const stored = await willUpdate(
      keepShellWithoutHints(),
      new Response(page, {
        headers: { 'content-type': 'text/html; charset=utf-8', vary: 'cookie', etag: '"p"' },
      }),
    )
    const html = await stored!.text()
    expect(html).not.toContain('data-hint')
    expect(html).not.toContain('products-d4.js')
    expect(html).not.toContain('/api/listings')
    // The entry's own files, which every page needs, stay.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-b2.js">')
    expect(html).toContain('index-c3.css')
    expect(html).toContain('<div id="root"></div>')
    // The copy answers for every page: it varies with nothing and has no page's etag.
    expect([...stored!.headers.keys()]).toEqual(['content-type'])
  })

  it("keeps the shell without a listing page's drawn top (its photo and name)", async () => {
    const listingPage = page.replace(
      '<div id="root"></div>',
      '<div id="root"><header>bar</header><main id="main" class="px-4" data-page-paint>' +
        '<article><img src="/api/listing-photos/ab.webp" alt=""><h1>Tomato &lt;/main&gt;</h1>' +
        '</article></main>\n      </div>',
    )
    const stored = await willUpdate(
      keepShellWithoutHints(),
      new Response(listingPage, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    )
    const html = await stored!.text()
    expect(html).not.toContain('data-page-paint')
    expect(html).not.toContain('listing-photos')
    expect(html).not.toContain('Tomato')
    expect(html).toContain('<div id="root"><header>bar</header>\n      </div>')
  })

  it('keeps no error page and nothing that is not HTML', async () => {
    const plugin = keepShellWithoutHints()
    expect(
      await willUpdate(
        plugin,
        new Response(page, { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    ).toBeNull()
    expect(
      await willUpdate(
        plugin,
        new Response('{}', { headers: { 'content-type': 'application/json' } }),
      ),
    ).toBeNull()
  })

  it('reads and writes every page under one key', async () => {
    const key = await keepShellWithoutHints().cacheKeyWillBeUsed!({
      request: new Request('http://localhost/product/3?from=home'),
      mode: 'write',
      event: undefined as never,
      state: {},
    })
    expect(key).toBe(SHELL_KEY)
  })
})
