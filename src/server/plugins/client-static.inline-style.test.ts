import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { writeMiniClient } from '#server/test/mini-client.ts'
import { inlineStylesheet } from './page-shell.ts'

// The built client's stylesheet is written into the page, so the first paint waits for no second
// request; the page's CSP allows exactly that stylesheet, by its hash.

const CSS = '.bar{background:#14532d}.shell{min-height:100vh}'
const hashOf = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}`

let dir: string
let t: TestApp
beforeAll(async () => {
  dir = writeMiniClient({
    head:
      '<script type="module" crossorigin src="/assets/index-E.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-S.css">',
    body: '<body><div id="root"></div></body>',
    assets: { 'assets/index-S.css': CSS },
  })
  t = await buildTestApp({ CLIENT_DIST: dir })
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the page shell inlines its stylesheet', () => {
  it('sends the CSS in a <style> element, not as a file to fetch, and its hash in the CSP', async () => {
    for (const url of ['/', '/login', '/products']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(`<style>${CSS}</style>`)
      expect(res.body, url).not.toContain('index-S.css')
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toContain(`style-src 'self' '${hashOf(CSS)}'`)
      expect(csp, url).not.toContain('unsafe-inline')
    }
  })

  it('allows no inline style on API answers', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('keeps the file itself for the service worker and old pages', async () => {
    const res = await t.app.inject('/assets/index-S.css')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(CSS)
  })
})

describe('inlineStylesheet', () => {
  const html = (href: string) =>
    `<head><link rel="stylesheet" crossorigin href="${href}"></head><body></body>`

  it('takes in the build asset, with a $ in the CSS kept as it is', () => {
    const css = '.a::before{content:"$&"}'
    const out = inlineStylesheet(html('/assets/x-1.css'), (f) => {
      expect(f).toBe('assets/x-1.css')
      return css
    })
    expect(out).toEqual({
      html: `<head><style>${css}</style></head><body></body>`,
      styleHash: hashOf(css),
    })
  })

  it.each([
    ['a stylesheet from elsewhere', html('https://cdn.example/x.css'), '.a{}'],
    ['CSS that would close the element early', html('/assets/x.css'), '.a{}</style><script>'],
    ['no stylesheet', '<head></head>', '.a{}'],
  ])('leaves the page as it is for %s', (_what, page, css) => {
    expect(inlineStylesheet(page, () => css)).toEqual({ html: page, styleHash: null })
  })
})
