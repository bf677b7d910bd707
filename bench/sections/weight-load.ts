// Page weight as a browser sees it: first loads of a page in Chromium with one Accept-Encoding at a
// time, the transferred bytes of its HTML, scripts, stylesheets and fonts summed, median of RUNS.
import type { Browser, BrowserContext } from 'playwright-core'
import { nextIp } from '../lib/http.ts'
import { median } from '../lib/stats.ts'

/** The pages weighed and audited (Lighthouse too), and who must be logged in to open each. */
export const PAGES: Array<{ path: string; role: 'farmer' | 'buyer' | null }> = [
  { path: '/', role: null },
  { path: '/login', role: null },
  { path: '/products', role: 'buyer' },
  { path: '/real-time-prices', role: 'farmer' },
]
const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number]
/** First loads per page and encoding; the tables give their median. */
export const RUNS = 3

export type Kind = 'js' | 'css' | 'html' | 'font'

export interface Load {
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
export async function measurePage(
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

export type PageWeight = Awaited<ReturnType<typeof measurePage>>
