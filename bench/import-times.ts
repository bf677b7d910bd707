// Start-up diagnostic: what `npm start` spends before main() runs, one step after another
// in a fresh process: bundling the server (scripts/bundle-server.mjs) and importing its biggest
// dependencies. Shared dependencies count toward the first module that imports them. better-auth
// is timed last and apart: the server loads it after it listens (plugins/auth/auth.plugin.ts). Prints JSON.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()
const out: Record<string, number> = {}
let t = performance.now()
// A plain .mjs script without types: imported through a variable, its one export typed here.
const bundlerModule = '../scripts/bundle-server.mjs'
const { bundleServer } = (await import(bundlerModule)) as {
  bundleServer: (root: string) => Promise<string>
}
await bundleServer(root)
out['bundle the server (esbuild, scripts/bundle-server.mjs)'] = performance.now() - t
for (const m of [
  'fastify',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'pg-boss',
  'nodemailer',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'zod',
]) {
  t = performance.now()
  try {
    await import(m)
  } catch {
    continue
  }
  out[m] = performance.now() - t
}
out.total = performance.now() - started
t = performance.now()
await import('better-auth')
await import('better-auth/adapters/drizzle')
out['better-auth (after listening, not in total)'] = performance.now() - t
console.log(JSON.stringify(out))
