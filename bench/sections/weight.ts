import type { Context } from '../lib/context.ts'
import { launchChromium } from '../lib/browser.ts'
import { listingWithPhotos } from '../lib/listing.ts'
import { statusOf, table } from '../lib/report.ts'
import { fmt, kB, ratio } from '../lib/stats.ts'
import { buildContents, type MeasuredPage } from './weight-build.ts'
import { measurePage, PAGES, RUNS, type PageWeight } from './weight-load.ts'

/**
 * Page weight's guard: a page may transfer at most this many times the reference's bytes (React
 * and React Router, one route, built the same way in the same run). The pages sit near 1.5×; the
 * margin keeps a few hundred bytes of build noise from reading as a regression.
 */
const REFERENCE_BUDGET = 1.6
/** A buyer's listing page (with 2 photos), as it is labelled in the tables. */
const LISTING_LABEL = '/product/listing-… (2 photos)'

export async function weight(ctx: Context): Promise<string[]> {
  const md: string[] = []
  const cmd = ctx.commandFor('weight')
  const { dir: clientDir, chunks } = await ctx.builtClient()
  const site = await ctx.siteServer()

  // The reference: React + React Router, one route, built and compressed the same way.
  const refServer = await ctx.reference()

  const browser = await launchChromium()
  let ref: PageWeight
  const pages: MeasuredPage[] = []
  // A buyer's listing page: made through the API, measured under its label.
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

  buildContents(ctx, md, { clientDir, chunks }, pages, ref.gzip.js)
  return md
}
