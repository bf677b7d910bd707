import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Role } from '#core/auth/roles.ts'
import { apiPath, PAGE_FILES, pageReads } from '#core/http/page-data.ts'

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
 * file once, before the page's JavaScript has run; issue 20, item 5).
 */
export interface PageExtras {
  fetches: string[]
  images: Array<{ href: string; srcset: string; sizes: string }>
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
      ...modules,
      ...data.map(
        (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(url)}" data-hint>`,
      ),
      ...page.images.map(
        (url) => `<link rel="preload" as="image" href="${escapeAttr(url)}" data-hint>`,
      ),
      ...(extra?.images ?? []).map(
        (img) =>
          `<link rel="preload" as="image" href="${escapeAttr(img.href)}" imagesrcset="${escapeAttr(img.srcset)}" imagesizes="${escapeAttr(img.sizes)}" fetchpriority="high" data-hint>`,
      ),
    ]
  }

  const build = (hints: string, brotliQuality: number): ShellVariant => {
    const html = hints ? indexHtml.replace('</head>', `  ${hints}\n  </head>`) : indexHtml
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
      if (extra && (extra.fetches.length > 0 || extra.images.length > 0)) return build(hints, 5)
      let v = variants.get(hints)
      if (!v) {
        v = build(hints, 11)
        variants.set(hints, v)
      }
      return v
    },
  }
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
