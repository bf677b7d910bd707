import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { buildClient, buildReference, type ChunkInfo } from './build.ts'
import { startServer, type ServerHandle } from './proc.ts'
import type { Report } from './report.ts'
import type { DbKind } from './target.ts'

/** What every section gets: where to work, the built client, the databases to use, the report. */
export class Context {
  private client: Promise<{ dir: string; chunks: ChunkInfo[]; ms: number }> | undefined
  private site: Promise<ServerHandle> | undefined
  private ref: Promise<{ url: string; chunks: ChunkInfo[]; close(): Promise<void> }> | undefined

  constructor(
    readonly workDir: string,
    readonly report: Report,
    /** Database kinds to run on, PostgreSQL first when it answers. */
    readonly dbs: DbKind[],
    readonly pgVersion: string | null,
    /** The flag that reruns one section, e.g. `--only weight`. */
    readonly commandFor: (section: string) => string,
  ) {}

  dir(name: string): string {
    const d = path.join(this.workDir, name)
    mkdirSync(d, { recursive: true })
    return d
  }

  /** The current client, built once per run into the work directory and compressed. */
  builtClient() {
    this.client ??= (async () => {
      const dir = path.join(this.workDir, 'client')
      const { chunks, ms } = await buildClient(dir)
      console.log(`  built the client in ${Math.round(ms)} ms`)
      return { dir, chunks, ms }
    })()
    return this.client
  }

  /**
   * One server on the embedded database with the shipped market data loaded (LOAD_MARKET_DATA
   * default), shared by the page-weight, Lighthouse and predict sections.
   */
  siteServer(): Promise<ServerHandle> {
    this.site ??= (async () => {
      const { dir } = await this.builtClient()
      const s = await startServer({
        dataDir: this.dir('site-data'),
        clientDist: dir,
        logFile: path.join(this.workDir, 'site-server.log'),
      })
      console.log(
        `  site server ready at ${s.url} (${Math.round(s.readyMs)} ms, shipped data loaded)`,
      )
      return s
    })()
    return this.site
  }

  /** The page-weight reference (bench/reference), built once per run and served pre-compressed. */
  reference() {
    this.ref ??= (async () => {
      const dir = this.dir('reference')
      const { chunks } = await buildReference(dir)
      const { serveStatic } = await import('./static-server.ts')
      const server = await serveStatic(dir)
      return { url: server.url, chunks, close: server.close }
    })()
    return this.ref
  }

  async close() {
    if (this.site) await (await this.site.catch(() => null))?.stop()
    if (this.ref) await (await this.ref.catch(() => null))?.close()
    this.site = undefined
    this.ref = undefined
  }
}
