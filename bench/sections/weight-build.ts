// What the client build holds and which page loads what: the chunks holding zod in each first
// load, every chunk with its gzip size (route chunks above CHUNK_BUDGET flagged), and chart code
// loaded only where a chart is drawn. Reads the loads weight.ts measured; fetches nothing.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ChunkInfo } from '../lib/build.ts'
import type { Context } from '../lib/context.ts'
import { statusOf, table } from '../lib/report.ts'
import { kB } from '../lib/stats.ts'
import type { PageWeight } from './weight-load.ts'

const CHUNK_BUDGET = 60_000
/** Chart libraries we would recognise in a bundle (by their node_modules path). */
const CHART_LIB =
  /node_modules\/(recharts|chart\.js|chartjs[\w-]*|react-chartjs[\w-]*|d3|d3-[\w-]+|victory[\w-]*|echarts|zrender|apexcharts|react-apexcharts|uplot|@nivo\/[\w-]+|@visx\/[\w-]+|lightweight-charts|highcharts|plotly\.js[\w-]*|@mui\/x-charts)\//
/** The pages of the list that draw a chart (the price prediction chart of /real-time-prices). */
const CHART_PAGES = new Set(['/real-time-prices'])
/** Our own chart code (hand-written SVG), by file name. */
const OWN_CHART = /src\/client\/.*chart[^/]*\.tsx?$/i
/** zod, by module path: kept out of these first loads (≈26 kB gzip, 90–300 ms of a slow phone's CPU). */
const ZOD = /node_modules\/zod\//

function gzipSize(file: string): number {
  try {
    return statSync(`${file}.gz`).size
  } catch {
    return Number.NaN
  }
}

export interface MeasuredPage {
  path: string
  m: PageWeight | null
  error?: string
}

/**
 * Adds to `md` (and to the report's budgets) what the build holds: zod per first load, every chunk
 * with its gzip size, and the chart code per page. `referenceJs` is the reference's gzip JS bytes.
 */
export function buildContents(
  ctx: Context,
  md: string[],
  build: { clientDir: string; chunks: ChunkInfo[] },
  pages: MeasuredPage[],
  referenceJs: number,
): void {
  const cmd = ctx.commandFor('weight')
  const { clientDir, chunks } = build
  const byFile = new Map<string, ChunkInfo>(chunks.map((c) => [`/${c.fileName}`, c]))
  // What each page loaded, file by file (gzip run), with the chunks holding zod marked.
  const holdsZod = (url: string) => byFile.get(url)?.moduleIds.some((id) => ZOD.test(id)) ?? false
  md.push(
    '<details><summary>Files of each first load (gzip run; **zod**: the chunk holds zod)</summary>',
    '',
  )
  for (const p of pages) {
    if (!p.m) continue
    md.push(
      `\`${p.path}\`: ` +
        p.m.gzip.last.files
          .sort((a, b) => b.bytes - a.bytes)
          .map(
            (f) =>
              `${path.basename(f.url)} ${kB(f.bytes)} (${f.encoding})${holdsZod(f.url) ? ' **zod**' : ''}`,
          )
          .join(', '),
      '',
    )
  }
  md.push('</details>', '')
  const zodRows = pages.map((p) => {
    if (!p.m) return [`\`${p.path}\``, 'failed', '']
    const zod = p.m.gzip.last.files.filter((f) => holdsZod(f.url))
    return [
      `\`${p.path}\``,
      zod.length ? zod.map((f) => path.basename(f.url)).join(', ') : 'none',
      zod.length ? kB(zod.reduce((a, f) => a + f.bytes, 0)) : '',
    ]
  })
  md.push(
    'zod in each first load: the loaded chunks holding a `node_modules/zod` module, gzip. ' +
      `Command: \`${cmd}\`.`,
    '',
    table(['page', 'chunks with zod', 'gzip'], zodRows),
    '',
  )

  // Every chunk of the build with its gzip size. A chunk the entry imports statically (vite.config.ts
  // groups React, the router and the shared client modules into `app`) loads with the entry on
  // every page: it is part of the entry, not a route's chunk.
  const initial = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => c.imports))
  const assets = path.join(clientDir, 'assets')
  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))
  const chunkRows = files
    .map((f) => {
      const info = byFile.get(`/assets/${f}`)
      const kind = f.endsWith('.css')
        ? 'stylesheet'
        : info?.isEntry
          ? 'entry'
          : initial.has(`assets/${f}`)
            ? 'entry (imported by it)'
            : info?.isDynamicEntry
              ? `route (${info.facade?.replace('src/client/app/routes/', '') ?? '?'})`
              : 'shared'
      return {
        f,
        kind,
        raw: statSync(path.join(assets, f)).size,
        gz: gzipSize(path.join(assets, f)),
      }
    })
    .sort((a, b) => b.gz - a.gz)
  const over = chunkRows.filter((c) => c.gz > CHUNK_BUDGET)
  md.push(
    `Every chunk of the build (\`vite build\` with the repo's vite.config.ts, gzip -9 as shipped); ` +
      `over ${kB(CHUNK_BUDGET)} gzip is flagged. Command: \`${cmd}\`.`,
    '',
    table(
      ['file', 'kind', 'raw', 'gzip', ''],
      chunkRows.map((c) => [
        c.f,
        c.kind,
        kB(c.raw),
        kB(c.gz),
        c.gz > CHUNK_BUDGET ? '**over 60 kB**' : '',
      ]),
    ),
    '',
  )
  const overRoutes = over.filter((c) => !c.kind.startsWith('entry'))
  ctx.report.budget({
    area: 'route chunks',
    budget: `none above ${kB(CHUNK_BUDGET)} gzip`,
    measured:
      over.length === 0
        ? `largest ${chunkRows[0]?.f} ${kB(chunkRows[0]?.gz ?? 0)}`
        : over.map((c) => `${c.f} (${c.kind}) ${kB(c.gz)}`).join(', '),
    status: statusOf(overRoutes.length === 0),
    command: cmd,
  })
  const entryOver = over.filter((c) => c.kind.startsWith('entry'))
  if (entryOver.length > 0) {
    ctx.report.finding(
      `The entry chunk ${entryOver.map((c) => `${c.f} ${kB(c.gz)}`).join(', ')} gzip is above 60 kB (it holds React DOM, ` +
        `which alone is ≈58 kB gzip; the reference's single chunk is ${kB(referenceJs)}). Not a route chunk; ` +
        `splitting it only moves bytes between requests.`,
    )
  }

  // Chart code: which pages load it, and whether they draw a chart.
  const chartRows: string[][] = []
  let chartOk = true
  for (const p of pages) {
    if (!p.m) continue
    const loaded = p.m.gzip.last.files
      .map((f) => byFile.get(f.url))
      .filter((c): c is ChunkInfo => !!c)
    const libs = new Set<string>()
    const own = new Set<string>()
    for (const c of loaded) {
      for (const id of c.moduleIds) {
        const lib = CHART_LIB.exec(id)
        if (lib) libs.add(lib[1]!)
        if (OWN_CHART.test(id)) own.add(path.basename(id))
      }
    }
    const draws = CHART_PAGES.has(p.path)
    if ((libs.size > 0 || own.size > 0) && !draws) chartOk = false
    chartRows.push([
      `\`${p.path}\``,
      `${draws ? 'yes' : 'no'}${p.m.gzip.last.drawsChart ? ' (one drawn on load)' : ''}`,
      libs.size ? [...libs].join(', ') : 'none',
      own.size ? [...own].join(', ') : 'none',
    ])
  }
  md.push(
    'Chart code per page: chart libraries recognised by module path in the loaded chunks, our own chart ' +
      'modules (`src/client/**/*chart*`), and whether the page draws a chart (/real-time-prices: the price ' +
      'prediction; "drawn on load" = an `<svg>` of at least 150×80 px with shapes right after the first load). ' +
      `Command: \`${cmd}\`.`,
    '',
    table(['page', 'draws a chart', 'chart library loaded', 'own chart module loaded'], chartRows),
    '',
  )
  ctx.report.budget({
    area: 'chart code',
    budget: 'loaded only on pages that draw a chart',
    measured: chartRows
      .map((r) => `${r[0]}: ${r[2] === 'none' && r[3] === 'none' ? 'none' : 'chart code'}`)
      .join('; '),
    status: statusOf(chartRows.length ? chartOk : null),
    command: cmd,
  })
}
