import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './proc.ts'

/** One output file of a client build and the modules it contains. */
export interface ChunkInfo {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** The source of a dynamic entry (route module), relative to the repo. */
  facade: string | null
  moduleIds: string[]
  imports: string[]
}

interface OutputChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  facadeModuleId?: string | null
  moduleIds?: string[]
  modules?: Record<string, unknown>
  imports?: string[]
}

function chunksOf(result: unknown): ChunkInfo[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{
    output?: OutputChunkLike[]
  }>
  const chunks: ChunkInfo[] = []
  for (const o of outputs) {
    for (const c of o.output ?? []) {
      if (c.type !== 'chunk') continue
      chunks.push({
        fileName: c.fileName,
        isEntry: !!c.isEntry,
        isDynamicEntry: !!c.isDynamicEntry,
        facade: c.facadeModuleId ? path.relative(ROOT, c.facadeModuleId) : null,
        moduleIds: c.moduleIds ?? Object.keys(c.modules ?? {}),
        imports: c.imports ?? [],
      })
    }
  }
  return chunks
}

/**
 * Vite's build sets process.env.NODE_ENV=production in this process; every server, npm install and
 * tool the bench starts afterwards would inherit it (npm install then skips devDependencies).
 */
async function keepNodeEnv<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV
  try {
    return await fn()
  } finally {
    if (before === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = before
  }
}

function compress(dir: string) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/compress.mjs'), dir], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`scripts/compress.mjs failed: ${r.stderr}`)
}

/**
 * Builds the app's client with the repo's vite.config.ts into `outDir` and compresses it as
 * `npm run build` does (scripts/compress.mjs), so the bench measures the current sources without
 * touching dist/.
 */
export async function buildClient(outDir: string): Promise<{ chunks: ChunkInfo[]; ms: number }> {
  const { build } = await import('vite')
  const started = performance.now()
  const result = await keepNodeEnv(() =>
    build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    }),
  )
  compress(outDir)
  return { chunks: chunksOf(result), ms: performance.now() - started }
}

/**
 * Builds the reference page (bench/reference: React + React Router, one route) the same way:
 * same Vite, React plugin and target as the app.
 */
export async function buildReference(outDir: string): Promise<{ chunks: ChunkInfo[] }> {
  const { build } = await import('vite')
  const react = (await import('@vitejs/plugin-react')).default
  const result = await keepNodeEnv(() =>
    build({
      root: path.join(ROOT, 'bench/reference'),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    }),
  )
  compress(outDir)
  return { chunks: chunksOf(result) }
}
