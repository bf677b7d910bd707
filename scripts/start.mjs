// `npm start`: builds the client when it is not built yet or its sources changed since (a pull, an
// edit), then runs the server (src/server/main.ts, bundled to JavaScript by
// scripts/bundle-server.mjs) in this process, so signals reach it directly.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { clientIsStale } from './client-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(root, process.env.CLIENT_DIST ?? 'dist/client')
const built = path.join(dist, 'index.html')

// Only the checkout's own dist/client: a CLIENT_DIST given is a client built for this run or this
// deployment (several nodes share it, so none of them may rebuild it under the others).
const stale = () => process.env.CLIENT_DIST === undefined && clientIsStale(root, built)

if (!existsSync(built) || stale()) {
  console.log(
    existsSync(built)
      ? 'Building the client (its sources changed since the last build)…'
      : 'Building the client (first start)…',
  )
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      dist,
      '--emptyOutDir',
    ],
    // A production build whatever NODE_ENV the shell (or a test runner) has set.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
  const c = spawnSync(process.execPath, [path.join(root, 'scripts/compress.mjs'), dist], {
    cwd: root,
    stdio: 'inherit',
  })
  if (c.status !== 0) process.exit(c.status ?? 1)
}
// Stack traces point into src/ (the bundle's source map).
process.setSourceMapsEnabled(true)
const { bundleServer } = await import('./bundle-server.mjs')
await import(await bundleServer(root))
