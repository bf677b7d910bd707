import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './error-handler.ts'
import { preferredEncoding } from '#server/lib/content-encoding.ts'
import { pngToIco } from '#server/lib/png-ico.ts'
import type { Role } from '#core/auth/roles.ts'
import {
  createPageShell,
  inlineStylesheet,
  type PageExtras,
  type ViteManifest,
} from './page-shell.ts'

/**
 * Serves the built client: brotli/gzip files made at build time (scripts/compress.mjs), hashed
 * assets cached for a year as immutable, index.html revalidated on every load. Any GET outside
 * /api that is not a file gets index.html (client-side routes); an unknown /api path is a JSON 404.
 */
export const clientStaticPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string
      /** Hints that depend on the page's data (app.ts: a listing page's photo); null for none. */
      pageExtras?: (pathname: string, role: Role | null) => Promise<PageExtras | null>
    },
  ) => {
    const root = path.resolve(opts.root)
    const built = existsSync(path.join(root, 'index.html'))
    // The stylesheet in the page itself (no request before the first paint), allowed by its hash.
    const page = built
      ? inlineStylesheet(readFileSync(path.join(root, 'index.html'), 'utf8'), (file) =>
          readFileSync(path.join(root, file), 'utf8'),
        )
      : null
    if (page?.styleHash && app.hasDecorator('allowPageStyle')) app.allowPageStyle(page.styleHash)
    const shell = page
      ? createPageShell(
          page.html,
          JSON.parse(readFileSync(path.join(root, 'asset-manifest.json'), 'utf8')) as ViteManifest,
        )
      : null
    if (built) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        wildcard: true,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          )
        },
      })
    }

    /** The app shell, with the hints of this page (page-shell.ts), in the encoding asked for. */
    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const [pathname = '/', search = ''] = request.url.split('?')
      // The role decides which data the page may read: a buyer's shell of a
      // farmer page hints none of the farmer's API (it would be refused). The session lookup is
      // the guard's cached one; if it fails (or no auth plugin is registered, as in this plugin's
      // own tests), the page is served with no data hints.
      const user = app.hasDecorator('resolveUser')
        ? await app.resolveUser(request).catch(() => null)
        : null
      const role = user?.activeRole ?? null
      // Only the page's default view is hinted (as in page-shell.ts); a failed lookup costs only the hint.
      const extra =
        opts.pageExtras && !search ? await opts.pageExtras(pathname, role).catch(() => null) : null
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- sendShell is only routed when the shell was built
      const v = shell!.variant(pathname, search, role, extra)
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .header('etag', v.etag)
        .type('text/html; charset=utf-8')
      if (request.headers['if-none-match'] === v.etag) return reply.status(304).send()
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      if (encoding) return reply.header('content-encoding', encoding).send(v[encoding])
      return reply.send(v.html)
    }

    // Browsers ask for /favicon.ico on a fresh visit whatever the page's <link rel="icon"> says:
    // the app's icon (public/icon-192.png, the manifest's), as an .ico made once here. Its URL
    // has no hash, so it is cached for a week, not a year.
    const iconPng = path.join(root, 'icon-192.png')
    if (built && existsSync(iconPng)) {
      const ico = pngToIco(readFileSync(iconPng))
      app.get('/favicon.ico', (_request, reply) =>
        reply.header('cache-control', 'public, max-age=604800').type('image/x-icon').send(ico),
      )
    }

    if (built) {
      // The directory itself would be a 403 from the static plugin (it lists no directories) for
      // a client that asks for no compression, such as curl or an uptime check.
      app.get('/', (request, reply) => sendShell(request, reply))
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/'
      if (url === '/api' || url.startsWith('/api/')) {
        return sendError(reply, 'not_found', { method: request.method, path: url })
      }
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !built) {
        return reply.status(404).type('text/plain').send('Not found')
      }
      // A missing asset (an old hashed file after a deploy) is a 404, not the app shell.
      if (/\.[a-z0-9]{1,8}$/i.test(url) && url !== '/index.html') {
        return reply.status(404).type('text/plain').send('Not found')
      }
      return sendShell(request, reply)
    })
  },
  { name: 'client-static' },
)
