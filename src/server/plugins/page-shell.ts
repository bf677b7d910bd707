import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Role } from '#core/auth/roles.ts'
import { apiPath, PAGE_FILES, pageReads } from '#core/http/page-data.ts'
import { escapeHtml } from '#core/text/escape-html.ts'

/** One chunk of Vite's build manifest (dist/client/asset-manifest.json). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
export type ViteManifest = Record<string, ManifestChunk>

/**
 * The route module of a page by the router's naming rule (src/client/app/router.tsx): the first
 * path segment names the file, `/` is `home`, unless PAGE_FILES names it otherwise.
 * `/product/42` → `src/client/app/routes/shop-item.tsx`.
 */
export function routeModuleKey(pathname: string): string {
  const segment = pathname.split('/')[1] || 'home'
  const file = Object.hasOwn(PAGE_FILES, segment) ? PAGE_FILES[segment] : segment
  return `src/client/app/routes/${file}.tsx`
}

export interface ShellVariant {
  html: string
  br: Buffer
  gzip: Buffer
  etag: string
}

/**
 * The app shell (index.html) of each page, with `<link>` hints that let the browser fetch at once
 * what it would otherwise find one step at a time (slow first loads on phones): the page's own route
 * chunk and the chunks it imports (`modulepreload`), the session, and the data the page reads first
 * (`preload as=fetch`, the same URLs the client builds with `apiPath`). Without the hints the
 * browser waits for the entry script, then the route chunk, then the session, then the data.
 * Each hint carries `data-hint`, so the service worker can drop them from the copy it keeps to serve
 * every page offline (public/sw.js).
 */
/**
 * Hints of one page that depend on its data, looked up per request: a listing page's data and its
 * main photo (`imagesrcset`/`imagesizes` as the page's `<img>`, so the browser fetches the same
 * file once, before the page's JavaScript has run).
 */
export interface PageExtras {
  fetches: string[]
  images: Array<{ href: string; srcset: string; sizes: string }>
  /** The top of the page, drawn into the HTML (`pagePaintHtml`); none when absent. */
  paint?: ListingPaint
}

/** A listing page's top as the HTML draws it: its main photo and its name. */
export interface ListingPaint {
  /** The listing's name (user input: escaped where it is written). */
  title: string
  alt: string
  src: string
  srcset: string
  sizes: string
  width: number
  height: number
  /** How many photos the listing has: from 2 up, the gallery's row of them under the photo. */
  photos: number
}

/** Where index.html has the server write a page's top (in #root, after the bar and the note). */
export const PAGE_PAINT_MARK = '<!--page-paint-->'

/**
 * A listing page's top (its main photo and its name) as the page draws it (app/layout.tsx's
 * `<main>`, routes/shop-item.tsx's `ListingDetail`, listings' `ListingGallery` and `ListingImage`,
 * ui/form.tsx's `PageTitle`; same classes, so the same place and size), painted from the HTML
 * before any script has run: on a phone the photo is the page's largest paint, and React drew it
 * only after the entry, the page's chunk, the session and the listing. The app
 * keeps this `<article>` on screen until its own page is ready (ui/server-paint.tsx), and the
 * service worker drops the `<main data-page-paint>` from the shell it keeps (sw/plugins.ts).
 */
export function pagePaintHtml(paint: ListingPaint): string {
  const a = escapeHtml
  return (
    `<main id="main" class="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6" data-page-paint>` +
    `<article class="mx-auto max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">` +
    `<div class="flex flex-col items-center gap-6 sm:flex-row sm:items-start">` +
    `<div class="w-full space-y-2 sm:w-1/2">` +
    `<img src="${a(paint.src)}" srcset="${a(paint.srcset)}" sizes="${a(paint.sizes)}" alt="${a(paint.alt)}"` +
    ` width="${paint.width}" height="${paint.height}" loading="eager" fetchpriority="high" decoding="async"` +
    ` class="aspect-[4/3] w-full rounded-lg object-cover bg-stone-100">` +
    // The row of photos as blank tiles of the same size, so the name below does not move when
    // the page draws them (as buttons, with their pictures).
    (paint.photos > 1
      ? `<ul class="grid grid-cols-4 gap-2" aria-hidden="true">` +
        `<li><div class="block min-h-11 w-full rounded-md"><div class="aspect-[4/3] w-full rounded-lg bg-stone-100"></div></div></li>`.repeat(
          paint.photos,
        ) +
        `</ul>`
      : '') +
    `</div>` +
    `<div class="w-full min-w-0 flex-1 space-y-4">` +
    `<h1 class="text-2xl font-bold text-green-900 sm:text-3xl">${a(paint.title)}</h1>` +
    `</div></div></article></main>`
  )
}

/**
 * index.html with its stylesheet written into the page (`<style>`), and the CSP hash that lets it
 * apply. The stylesheet blocks the first paint: as a file it cost a request after the HTML (a
 * round trip and, on a new connection, a handshake: ~0.2–0.3 s on a slow 4G phone) before
 * anything showed. Only a stylesheet of the build's own assets (`/assets/…`, read by
 * `readAsset`) is taken in; the page is returned as it was when there is none, or when the CSS
 * could end the `<style>` element early.
 */
export function inlineStylesheet(
  indexHtml: string,
  readAsset: (file: string) => string,
): { html: string; styleHash: string | null } {
  const link = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/.exec(
    indexHtml,
  )
  if (!link?.[1]) return { html: indexHtml, styleHash: null }
  const css = readAsset(link[1])
  if (/<\/style/i.test(css)) return { html: indexHtml, styleHash: null }
  return {
    // A function, so no `$` in the CSS is read as a replacement pattern.
    html: indexHtml.replace(link[0], () => `<style>${css}</style>`),
    styleHash: `sha256-${createHash('sha256').update(css).digest('base64')}`,
  }
}

export function createPageShell(indexHtml: string, manifest: ViteManifest) {
  const inShell = new Set<string>()
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the group is required in the pattern, so a match has it
  for (const m of indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)) inShell.add(m[1]!)

  const modulesOf = (key: string): string[] => {
    const files: string[] = []
    const seen = new Set<string>()
    const visit = (k: string) => {
      const chunk = manifest[k]
      if (!chunk || seen.has(k) || chunk.isEntry) return
      seen.add(k)
      if (!inShell.has(chunk.file)) files.push(chunk.file)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    visit(key)
    return files
  }

  const moduleHints = new Map<string, string[]>()
  /** `role`: the signed-in user's active role, null for a visitor (page-data.ts `pageReads`). */
  const hintsFor = (
    pathname: string,
    search: string,
    role: Role | null,
    extra: PageExtras | null = null,
  ): string[] => {
    const key = routeModuleKey(pathname)
    // Only real route modules are remembered: the path is the visitor's to choose.
    let modules = manifest[key] ? moduleHints.get(key) : []
    if (!modules) {
      modules = modulesOf(key).map(
        (f) => `<link rel="modulepreload" crossorigin href="/${f}" data-hint>`,
      )
      moduleHints.set(key, modules)
    }
    // A page opened with search parameters reads other URLs: only the defaults are hinted.
    const page = search ? { fetches: [], images: [] } : pageReads(pathname, role)
    const data = [apiPath.session, ...page.fetches, ...(extra?.fetches ?? [])]
    return [
      // A listing's main photo first: over HTTP/1.1's six connections it otherwise waited behind
      // the page's dozen and more chunks.
      ...(extra?.images ?? []).map(
        (img) =>
          `<link rel="preload" as="image" href="${escapeHtml(img.href)}" imagesrcset="${escapeHtml(img.srcset)}" imagesizes="${escapeHtml(img.sizes)}" fetchpriority="high" data-hint>`,
      ),
      ...modules,
      ...data.map(
        (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" data-hint>`,
      ),
      ...page.images.map(
        (url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" data-hint>`,
      ),
    ]
  }

  const build = (hints: string, brotliQuality: number, paint?: ListingPaint): ShellVariant => {
    let html = hints ? indexHtml.replace('</head>', `  ${hints}\n  </head>`) : indexHtml
    // A function, so no `$` of the listing's name is read as a replacement pattern.
    if (paint) html = html.replace(PAGE_PAINT_MARK, () => pagePaintHtml(paint))
    return {
      html,
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`,
    }
  }

  const variants = new Map<string, ShellVariant>()
  return {
    hintsFor,
    /** The shell for a page, compressed both ways, built once per set of hints. */
    variant(
      pathname: string,
      search: string,
      role: Role | null,
      extra: PageExtras | null = null,
    ): ShellVariant {
      const hints = hintsFor(pathname, search, role, extra).join('\n    ')
      // A page's own hints (one listing's photo) are made per request and not kept: there are as
      // many as listings. Brotli's quality 5 takes well under a millisecond on this small page.
      if (extra && (extra.fetches.length > 0 || extra.images.length > 0 || extra.paint))
        return build(hints, 5, extra.paint)
      let v = variants.get(hints)
      if (!v) {
        v = build(hints, 11)
        variants.set(hints, v)
      }
      return v
    },
  }
}
