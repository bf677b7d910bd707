import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The client builds into dist/client, which the Fastify server serves pre-compressed
// (scripts/compress.mjs). In `npm run dev` Vite proxies /api to the server on API_PORT.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 200,
    // public/sw.js reads this list to cache every chunk for offline use (issue 11).
    manifest: 'asset-manifest.json',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
    },
  },
})
