import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { apiPath, LISTING_HERO_SIZES, listingOfPage } from '#core/http/page-data.ts'
import { createPageShell, routeModuleKey, type ViteManifest } from './page-shell.ts'

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-A.js">
  </head>
  <body><div id="root"></div></body>
</html>`

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_app-A.js'] },
  '_app-A.js': { file: 'assets/app-A.js' },
  '_catalogue-C.js': { file: 'assets/catalogue-C.js', imports: ['_app-A.js'] },
  '_cards-D.js': { file: 'assets/cards-D.js', imports: ['_catalogue-C.js'] },
  'src/client/app/routes/shop.tsx': {
    file: 'assets/shop-P.js',
    imports: ['index.html', '_app-A.js', '_catalogue-C.js', '_cards-D.js'],
  },
  'src/client/app/routes/home.tsx': { file: 'assets/home-H.js', imports: ['_app-A.js'] },
  'src/client/app/routes/shop-item.tsx': {
    file: 'assets/shop-item-Q.js',
    imports: ['_cards-D.js'],
  },
}

describe('routeModuleKey', () => {
  it.each([
    ['/', 'src/client/app/routes/home.tsx'],
    ['/products', 'src/client/app/routes/shop.tsx'],
    ['/product/listing-42', 'src/client/app/routes/shop-item.tsx'],
    ['/real-time-prices', 'src/client/app/routes/real-time-prices.tsx'],
    ['/orders', 'src/client/app/routes/cart.tsx'],
    ['/transactions', 'src/client/app/routes/order-history.tsx'],
    ['/add-product', 'src/client/app/routes/add-listing.tsx'],
  ])('names %s after its first segment, or its entry in PAGE_FILES', (pathname, key) => {
    expect(routeModuleKey(pathname)).toBe(key)
  })

  it("finds the file the router loads for every page, so every page's chunk is hinted", () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8')
    const pages = [
      ...router.matchAll(/page\('([^']+)', \(\) => import\('\.\/(routes\/[\w-]+\.tsx)'\)\)/g),
    ]
    expect(pages.length).toBeGreaterThan(15)
    for (const [, path, file] of pages) {
      expect(routeModuleKey(path!), path).toBe(`src/client/app/${file}`)
    }
  })
})

describe('createPageShell', () => {
  const shell = createPageShell(HTML, MANIFEST)

  it('preloads the route chunk and what it imports, not what the shell already loads', () => {
    const hints = shell.hintsFor('/products', '', 'buyer')
    const modules = hints
      .filter((h) => h.includes('modulepreload'))
      .map((h) => /href="([^"]+)"/.exec(h)![1])
    expect(modules).toEqual(['/assets/shop-P.js', '/assets/catalogue-C.js', '/assets/cards-D.js'])
  })

  it('preloads the session everywhere and a page’s data only for a signed-in visitor', () => {
    const fetches = (role: 'buyer' | null) =>
      shell
        .hintsFor('/products', '', role)
        .filter((h) => h.includes('as="fetch"'))
        .map((h) => /href="([^"]+)"/.exec(h)![1])
    expect(fetches(null)).toEqual([apiPath.session])
    expect(fetches('buyer')).toEqual([apiPath.session, apiPath.listings()])
  })

  // No 403s in the console of a user who opens the other role's page.
  it("hints a page's data only to the role that may read it", () => {
    const fetches = (path: string, role: 'buyer' | 'farmer') =>
      shell
        .hintsFor(path, '', role)
        .filter((h) => h.includes('as="fetch"') || h.includes('as="image"'))
        .map((h) => /href="([^"]+)"/.exec(h)![1])
    expect(fetches('/real-time-prices', 'buyer')).toEqual([apiPath.session])
    expect(fetches('/supply-chain', 'buyer')).toEqual([apiPath.session])
    expect(fetches('/farmer-dashboard', 'buyer')).toEqual([apiPath.session])
    expect(fetches('/transactions', 'farmer')).toEqual([apiPath.session])
    expect(fetches('/products', 'farmer')).toEqual([apiPath.session])
    expect(fetches('/supply-chain', 'farmer')).toEqual([apiPath.session, apiPath.supplyChain])
    expect(fetches('/farmer-dashboard', 'farmer')).toEqual([
      apiPath.session,
      apiPath.farmerDashboard,
    ])
  })

  it('hints the first catalogue images of /products', () => {
    const images = shell.hintsFor('/products', '', 'buyer').filter((h) => h.includes('as="image"'))
    expect(images).toHaveLength(2)
    expect(images[0]).toContain('/catalogue/')
  })

  it('hints no data when the page is opened with search parameters (it reads other URLs)', () => {
    const hints = shell.hintsFor('/real-time-prices', 'q=onion', 'farmer')
    expect(hints.filter((h) => h.includes('as="fetch"'))).toHaveLength(1)
  })

  it('escapes the URLs it writes into attributes', () => {
    const hints = shell.hintsFor('/real-time-prices', '', 'farmer')
    expect(hints.join('\n')).toContain('href="/api/market-prices?q=&amp;page=1"')
  })

  it('gives an unknown path the session hint only', () => {
    expect(shell.hintsFor('/no-such-page', '', 'buyer')).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="${apiPath.session}" data-hint>`,
    ])
  })

  it('puts the hints in <head> and serves the same bytes brotli- and gzip-compressed', () => {
    const v = shell.variant('/products', '', 'buyer')
    expect(v.html.indexOf('shop-P.js')).toBeGreaterThan(-1)
    expect(v.html.indexOf('shop-P.js')).toBeLessThan(v.html.indexOf('</head>'))
    expect(brotliDecompressSync(v.br).toString()).toBe(v.html)
    expect(gunzipSync(v.gzip).toString()).toBe(v.html)
    expect(v.etag).toMatch(/^"[\w-]+"$/)
  })

  it('builds each variant once and tells variants apart by their etag', () => {
    const a = shell.variant('/products', '', 'buyer')
    expect(shell.variant('/products', '', 'buyer')).toBe(a)
    expect(shell.variant('/products', '', null).etag).not.toBe(a.etag)
    // Paths that share a route chunk and data share a variant (/product/1 and /product/2).
    expect(shell.variant('/product/1', '', 'buyer')).toBe(shell.variant('/product/2', '', 'buyer'))
  })
})

describe("a listing page's own hints", () => {
  const shell = createPageShell(HTML, MANIFEST)
  const id = '12f44178-a8e7-4a54-baa1-b715548c9eee'
  const extra = {
    fetches: [apiPath.listing(id)],
    images: [
      {
        href: '/api/listing-photos/b.webp',
        srcset: '/api/listing-photos/a.webp 320w, /api/listing-photos/b.webp 640w',
        sizes: '(min-width: 640px) 360px, calc(100vw - 5rem)',
      },
    ],
  }

  it('knows a listing page by its path', () => {
    expect(listingOfPage(`/product/listing-${id}`)).toBe(id)
    expect(listingOfPage('/product/3')).toBeNull()
    expect(listingOfPage(`/product/listing-${id}/x`)).toBeNull()
    expect(listingOfPage('/product/listing-nope')).toBeNull()
  })

  it("preloads the listing's data and its main photo with the page's srcset and sizes, first", () => {
    const html = shell.variant(`/product/listing-${id}`, '', 'buyer', extra).html
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/listings/${id}" data-hint>`,
    )
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/listing-photos/b.webp" imagesrcset="/api/listing-photos/a.webp 320w, /api/listing-photos/b.webp 640w" imagesizes="(min-width: 640px) 360px, calc(100vw - 5rem)" fetchpriority="high" data-hint>',
    )
    expect(LISTING_HERO_SIZES).toBe(extra.images[0]!.sizes)
    // Before the page's chunks, which would otherwise take the six connections first.
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('shop-item-Q.js'))
  })

  it('keeps no copy of a page with its own hints (there are as many as listings)', () => {
    const a = shell.variant(`/product/listing-${id}`, '', 'buyer', extra)
    const b = shell.variant(`/product/listing-${id}`, '', 'buyer', extra)
    expect(b).not.toBe(a)
    expect(b.etag).toBe(a.etag)
    expect(brotliDecompressSync(a.br).toString()).toBe(a.html)
    // Without its own hints the page shares the kept variant of /product/:id.
    expect(shell.variant(`/product/listing-${id}`, '', 'buyer', null)).toBe(
      shell.variant('/product/1', '', 'buyer'),
    )
  })
})

describe('the router follows the naming rule routeModuleKey relies on', () => {
  it('loads each page from routes/<first path segment>.tsx (home.tsx for /)', async () => {
    const { readFile } = await import('node:fs/promises')
    const source = await readFile(new URL('../../client/app/router.tsx', import.meta.url), 'utf8')
    const pages = [
      ...source.matchAll(/page\('([^']+)', \(\) => import\('\.\/routes\/([\w-]+)\.tsx'\)\)/g),
    ]
    expect(pages.length).toBeGreaterThan(15)
    for (const [, pathname, file] of pages)
      expect(routeModuleKey(pathname!), pathname).toBe(`src/client/app/routes/${file}.tsx`)
  })
})
