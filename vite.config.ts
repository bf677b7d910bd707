import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compiledCatalogues } from './scripts/vite-i18n.ts'

/**
 * Shared modules that no first page (/, /login, /products) uses, though they sit in the folders
 * the `app` group takes: the messages of core's rules, the tables, pager, dialogs and badges of the
 * pages behind a login, the live stream and a price's age. They go in a `shared` chunk of their
 * own, not in every first load (docs/benchmarks.md, section 1).
 */
const NOT_ON_FIRST_PAGES =
  /\.messages\.ts$|src\/client\/components\/ui\/(card-table|pager|query-state|status-badge|dialog)\.tsx$|src\/client\/lib\/(use-live-stream|price-age)\.ts$|src\/core\/live\/events\.ts$|src\/core\/orders\/order-limits\.ts$/

/** The app group's folders and files (see its comment below). */
const APP =
  /src\/client\/(lib(?!\/crop-name)|components(?!\/ui\/(district-picker|problem-photos))|config)\/|src\/client\/i18n\/i18n\.tsx|src\/core\/http\/(?!paging|api-error|page-data|errors)|src\/core\/listings\/listing-ids\.ts|node_modules\/(@tanstack|react|react-dom|react-router|scheduler)\//

// The client builds into dist/client, which the Fastify server serves pre-compressed
// (scripts/compress.mjs). In `npm run dev` Vite proxies /api to the server on API_PORT.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The catalogues compiled to ICU syntax trees, and no ICU parser on a first load
    // (scripts/vite-i18n.ts).
    compiledCatalogues(),
    // The service worker (src/client/sw/sw.ts) built into /sw.js with the list of every file of
    // the build to precache, each with its revision. The app registers it itself after the load
    // event (src/client/lib/online.ts): no inline script, which the Content-Security-Policy forbids,
    // and no generated web app manifest (public/manifest.webmanifest is the app's own).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script, so the same registration works in browsers without module workers.
        rollupFormat: 'iife',
        // The shell, the chunks and styles, the icons and every catalogue image (the cards load
        // them lazily; offline, those never scrolled to must show too). Not robots.txt, nor the
        // build manifest only the server reads.
        globPatterns: [
          'index.html',
          'manifest.webmanifest',
          '*.{svg,png}',
          'assets/**/*',
          'catalogue/**/*',
        ],
        // Hashed names change with their content: cached under their own URL, no revision.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of es2022 has <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The `app` chunk (React, React DOM, the router and the shared modules) is ≈330 kB before gzip.
    chunkSizeWarningLimit: 400,
    // Fonts stay files even when small (the rupee faces are 0.7 kB): the CSP's font-src is 'self',
    // and a file is cached across visits, where a data: URL would ride in every page's HTML.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // The server reads this list to hint each page's own chunks in its HTML (page-shell.ts).
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules every page uses (the API client, i18n, UI parts, texts) in one
              // chunk beside the entry, not a dozen tiny ones: each file is a request, and six
              // at a time is all HTTP/1.1 gets (Lighthouse). Not core/http's zod schemas (paging,
              // api-error): a module in this group pulls zod into it, and so into every first page.
              // Nor what only some pages use though it sits in a shared folder (the crop names
              // with the crop vocabulary, the pages' data hints with the catalogue): it would ride
              // in every first load. Nor the API's error texts (core/http/errors.ts, ≈ 4 kB gzip):
              // i18n.tsx loads them with a language's catalogue, and an English page shows the
              // English text the API sends. Nor the district picker (it pulls the places contract
              // and so zod) or a problem's photos: one form or panel each. Nor what no first page
              // uses (NOT_ON_FIRST_PAGES): the `shared` group below.
              name: 'app',
              test: (id) => APP.test(id) && !NOT_ON_FIRST_PAGES.test(id),
            },
            {
              // What the pages behind a login share and no first page uses, in one chunk rather
              // than a request each (an order's limits, 45 bytes, would be one on a listing's page).
              name: 'shared',
              test: NOT_ON_FIRST_PAGES,
            },
            {
              // The form library, in a chunk of its own that only the pages with forms load. Not
              // the zod resolver (@hookform/resolvers): the login and the home page's forms load it
              // with zod on their first check (lib/lazy-zod-resolver.ts); a form that imports it
              // gets it in a chunk of its own.
              name: 'forms',
              test: /node_modules\/react-hook-form\//,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
    },
  },
})
