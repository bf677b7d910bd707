import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { launchChromium } from '../lib/browser.ts'
import type { ChunkInfo } from '../lib/build.ts'
import type { Context } from '../lib/context.ts'
import { nextIp } from '../lib/http.ts'
import { listingWithPhotos } from '../lib/listing.ts'
import { statusOf, table } from '../lib/report.ts'
import { fmt, kB, median, ratio } from '../lib/stats.ts'

/** The pages of the issue, and who must be logged in to open each. */
export const PAGES: Array<{ path: string; role: 'farmer' | 'buyer' | null }> = [
  { path: '/', role: null },
  { path: '/login', role: null },
  { path: '/products', role: 'buyer' },
  { path: '/real-time-prices', role: 'farmer' },
]
const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number]
const RUNS = 3
const CHUNK_BUDGET = 60_000
const REFERENCE_BUDGET = 1.5

/** Chart libraries we would recognise in a bundle (by their node_modules path). */
const CHART_LIB =
  /node_modules\/(recharts|chart\.js|chartjs[\w-]*|react-chartjs[\w-]*|d3|d3-[\w-]+|victory[\w-]*|echarts|zrender|apexcharts|react-apexcharts|uplot|@nivo\/[\w-]+|@visx\/[\w-]+|lightweight-charts|highcharts|plotly\.js[\w-]*|@mui\/x-charts)\//
/** The pages of the list that draw a chart (the price prediction chart of /real-time-prices). */
const CHART_PAGES = new Set(['/real-time-prices'])
/** Our own chart code (hand-written SVG), by file name. */
const OWN_CHART = /src\/client\/.*chart[^/]*\.tsx?$/i
/** zod, by module path: issues 20/21 keep it out of these first loads (≈26 kB gzip, 90–300 ms at 4×). */
const ZOD = /node_modules\/zod\//
/** The listing page of the issue (a buyer's, with 2 photos), as it is labelled in the tables. */
const LISTING_LABEL = '/product/listing-… (2 photos)'

type Kind = 'js' | 'css' | 'html' | 'font'

interface Load {
  js: number
  css: number
  html: number
  font: number
  files: Array<{ url: string; type: Kind; bytes: number; encoding: string }>
  drawsChart: boolean
}

/** Registers a user of `role` in the context's cookie jar (the browser is then logged in). */
async function login(ctx: BrowserContext, base: string, role: 'farmer' | 'buyer') {
  const stamp = `${Date.now()}${Math.floor(performance.now())}`
  const res = await ctx.request.post(`${base}/api/auth/register`, {
    headers: { 'x-forwarded-for': nextIp() },
    data: {
      name: `Weight ${role}`,
      email: `weight-${role}-${stamp}@example.in`,
      password: 'green-fields-42',
      role,
      location: 'Pune',
      phone: `98${stamp.slice(-8)}`,
    },
  })
  if (res.status() !== 201)
    throw new Error(`register ${role}: HTTP ${res.status()} ${await res.text()}`)
}

/**
 * A first load of `url` in a fresh context asking for `encoding` only: the encoded (transferred)
 * body bytes of every script, stylesheet and font response and of the page's HTML, summed. The
 * HTML counts since the page shell carries the stylesheet itself (page-shell.ts
 * `inlineStylesheet`); fonts since the app draws its Latin text in its own (decision 015).
 */
async function measureLoad(
  browser: Browser,
  base: string,
  pagePath: string,
  role: 'farmer' | 'buyer' | null,
  encoding: Encoding,
): Promise<Load> {
  // Chromium lets CDP's extra headers replace its own Accept-Encoding (a route override does not).
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'Accept-Encoding': encoding },
  })
  try {
    if (role) await login(ctx, base, role)
    const page = await ctx.newPage()
    const pending: Array<Promise<void>> = []
    const files: Load['files'] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      const ct = res.headers()['content-type'] ?? ''
      const kind =
        type === 'script' || /javascript/.test(ct)
          ? 'js'
          : type === 'stylesheet' || /text\/css/.test(ct)
            ? 'css'
            : type === 'document' && res.frame() === page.mainFrame()
              ? 'html'
              : type === 'font'
                ? 'font'
                : null
      if (!kind) return
      pending.push(
        res
          .request()
          .sizes()
          .then((s) => {
            files.push({
              url: new URL(res.url()).pathname,
              type: kind,
              bytes: s.responseBodySize,
              encoding: res.headers()['content-encoding'] ?? 'identity',
            })
          }),
      )
    })
    await page.goto(base + pagePath, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    await Promise.all(pending)
    const drawsChart = await page.evaluate(() =>
      [...document.querySelectorAll('svg')].some((svg) => {
        const box = svg.getBoundingClientRect()
        return (
          box.width >= 150 &&
          box.height >= 80 &&
          svg.querySelector('path, polyline, line, rect') !== null
        )
      }),
    )
    const sum = (t: Kind) => files.filter((f) => f.type === t).reduce((a, f) => a + f.bytes, 0)
    return {
      js: sum('js'),
      css: sum('css'),
      html: sum('html'),
      font: sum('font'),
      files,
      drawsChart,
    }
  } finally {
    await ctx.close()
  }
}

/** Median over RUNS first loads of each encoding. */
async function measurePage(
  browser: Browser,
  base: string,
  p: string,
  role: 'farmer' | 'buyer' | null,
) {
  const out = {} as Record<
    Encoding,
    { total: number; js: number; css: number; html: number; font: number; last: Load }
  >
  for (const enc of ENCODINGS) {
    const loads: Load[] = []
    for (let i = 0; i < RUNS; i++) loads.push(await measureLoad(browser, base, p, role, enc))
    const last = loads.at(-1)!
    out[enc] = {
      total: median(loads.map((l) => l.js + l.css + l.html + l.font)),
      js: median(loads.map((l) => l.js)),
      css: median(loads.map((l) => l.css)),
      html: median(loads.map((l) => l.html)),
      font: median(loads.map((l) => l.font)),
      last,
    }
  }
  return out
}

function gzipSize(file: string): number {
  try {
    return statSync(`${file}.gz`).size
  } catch {
    return Number.NaN
  }
}

export async function weight(ctx: Context): Promise<string[]> {
  const md: string[] = []
  const cmd = ctx.commandFor('weight')
  const { dir: clientDir, chunks } = await ctx.builtClient()
  const site = await ctx.siteServer()
  const byFile = new Map<string, ChunkInfo>(chunks.map((c) => [`/${c.fileName}`, c]))

  // The reference: React + React Router, one route, built and compressed the same way.
  const refServer = await ctx.reference()

  const browser = await launchChromium()
  let ref: Awaited<ReturnType<typeof measurePage>>
  const pages: Array<{
    path: string
    m: Awaited<ReturnType<typeof measurePage>> | null
    error?: string
  }> = []
  // A buyer's listing page (issue 20): made through the API, measured under its label.
  const listing = await listingWithPhotos(site.url, 'weight').then(
    (url) => ({ url, error: '' }),
    (err: unknown) => ({ url: '', error: (err as Error).message.split('\n')[0] ?? 'failed' }),
  )
  try {
    ref = await measurePage(browser, refServer.url, '/', null)
    for (const p of [...PAGES, { path: LISTING_LABEL, role: 'buyer' as const }]) {
      const url = p.path === LISTING_LABEL ? listing.url : p.path
      if (!url) {
        pages.push({ path: p.path, m: null, error: listing.error })
        continue
      }
      try {
        pages.push({ path: p.path, m: await measurePage(browser, site.url, url, p.role) })
      } catch (err) {
        pages.push({ path: p.path, m: null, error: (err as Error).message.split('\n')[0] })
      }
    }
  } finally {
    await browser.close()
  }

  md.push(
    `JS + CSS + HTML + font bytes transferred (the page's own HTML counts: it carries the stylesheet; fonts: the app's Latin faces, decision 015; encoded body sizes in Chromium via Playwright, a fresh context per load, ` +
      `\`Accept-Encoding\` set to one encoding; median of ${RUNS} first loads; 1 kB = 1,000 bytes). ` +
      `Reference: \`bench/reference\` (React + React Router \`createBrowserRouter\`, one route), built with the same Vite ` +
      `and compressed with \`scripts/compress.mjs\` in this run. Command: \`${cmd}\`.`,
    '',
  )
  const rows: Array<Array<string>> = [
    [
      'reference',
      kB(ref.br.total),
      '1.00×',
      kB(ref.gzip.total),
      '1.00×',
      `${kB(ref.gzip.js)} / ${kB(ref.gzip.css)} / ${kB(ref.gzip.html)} / ${kB(ref.gzip.font)}`,
    ],
  ]
  for (const p of pages) {
    if (!p.m) {
      rows.push([p.path, `failed: ${p.error}`, '', '', '', ''])
      continue
    }
    rows.push([
      `\`${p.path}\``,
      kB(p.m.br.total),
      ratio(p.m.br.total, ref.br.total),
      kB(p.m.gzip.total),
      ratio(p.m.gzip.total, ref.gzip.total),
      `${kB(p.m.gzip.js)} / ${kB(p.m.gzip.css)} / ${kB(p.m.gzip.html)} / ${kB(p.m.gzip.font)}`,
    ])
  }
  md.push(
    table(
      ['page', 'brotli', '÷ reference', 'gzip', '÷ reference', 'gzip JS / CSS / HTML / fonts'],
      rows,
    ),
    '',
  )

  for (const p of pages.filter((x) => x.path === '/' || x.path === '/login')) {
    const worst = p.m
      ? Math.max(p.m.br.total / ref.br.total, p.m.gzip.total / ref.gzip.total)
      : Number.NaN
    ctx.report.budget({
      area: `page weight \`${p.path}\``,
      budget: `≤ ${REFERENCE_BUDGET}× reference`,
      measured: p.m
        ? `${kB(p.m.br.total)} br, ${kB(p.m.gzip.total)} gzip = ${fmt(worst, 2)}× reference`
        : 'failed',
      status: statusOf(p.m ? worst <= REFERENCE_BUDGET : null),
      command: cmd,
    })
  }

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
    'zod in each first load (issues 20/21): the loaded chunks holding a `node_modules/zod` module, gzip. ' +
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
        `which alone is ≈58 kB gzip; the reference's single chunk is ${kB(ref.gzip.js)}). Not a route chunk; ` +
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
  return md
}
