// Bundles the server (src/server/main.ts and what it imports from src/) into plain JavaScript for
// `npm start`, so start-up does not pay for tsx compiling TypeScript on the fly (≈0.3 s).
// Packages stay external (loaded from node_modules as usual). Bundling takes ≈30 ms, so it runs on
// every start from the current sources: there is no build to forget or to go stale.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

/**
 * Each source file keeps its own `import.meta.url` (the shipped market data, the migrations folder
 * and package.json are found relative to the file that names them, as under tsx).
 */
const keepImportMetaUrl = (root) => ({
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(path.join(root, 'src') + path.sep)) return undefined
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      return {
        contents: source.replaceAll(
          'import.meta.url',
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: 'ts',
      }
    })
  },
})

/** Bundles the server and returns the file URL of its entry. */
export async function bundleServer(root) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    sourcemap: 'linked',
    sourcesContent: false,
    outdir: 'out',
    write: false,
    logLevel: 'warning',
    plugins: [keepImportMetaUrl(root)],
  })
  // One folder per distinct output, written whole and then renamed into place: several servers
  // started at once from one checkout (tests/multinode) never see a half-written bundle.
  const hash = createHash('sha256')
  for (const f of result.outputFiles) hash.update(f.path).update(f.contents)
  const cache = path.join(root, 'node_modules/.cache/farmtrek-server')
  const dir = path.join(cache, hash.digest('hex').slice(0, 16))
  if (!existsSync(path.join(dir, 'main.js'))) {
    const tmp = `${dir}.${process.pid}.tmp`
    for (const f of result.outputFiles) {
      const out = path.join(tmp, path.relative(path.join(root, 'out'), f.path))
      mkdirSync(path.dirname(out), { recursive: true })
      writeFileSync(out, f.contents)
    }
    try {
      renameSync(tmp, dir)
    } catch {
      rmSync(tmp, { recursive: true, force: true }) // another process got there first
    }
    // Bundles of older sources, left more than an hour ago.
    for (const old of readdirSync(cache)) {
      const p = path.join(cache, old)
      if (p !== dir && Date.now() - statSync(p).mtimeMs > 3_600_000)
        rmSync(p, { recursive: true, force: true })
    }
  }
  return pathToFileURL(path.join(dir, 'main.js')).href
}
