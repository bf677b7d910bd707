import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { CATALOGUE } from './src/core/catalogue/catalogue.ts'

/**
 * Writes precache.json: files outside Vite's manifest that the service worker stores on install,
 * so the whole catalogue shows offline, including the images (loaded lazily, issue 8) of cards the
 * buyer never scrolled to (issue 11).
 */
function precacheList(): Plugin {
  return {
    name: 'farmtrek-precache-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'precache.json',
        source: JSON.stringify({ files: CATALOGUE.map((item) => item.image) }),
      })
    },
  }
}

// The client builds into dist/client, which the Fastify server serves pre-compressed
// (scripts/compress.mjs). In `npm run dev` Vite proxies /api to the server on API_PORT.
export default defineConfig({
  plugins: [react(), tailwindcss(), precacheList()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The `app` chunk (React, React DOM, the router and the shared modules) is ≈330 kB before gzip.
    chunkSizeWarningLimit: 400,
    // public/sw.js reads this list to cache every chunk for offline use (issue 11).
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules every page uses (the API client, i18n, UI parts, texts) in one
              // chunk beside the entry, not a dozen tiny ones: each file is a request, and six
              // at a time is all HTTP/1.1 gets (issue 8, Lighthouse).
              name: 'app',
              test: /src\/client\/(lib|components|config)\/|src\/client\/i18n\/i18n\.tsx|src\/core\/http\/|\.messages\.ts$|src\/core\/orders\/listing-ids\.ts|node_modules\/(@tanstack|react|react-dom|react-router|scheduler)\//,
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
