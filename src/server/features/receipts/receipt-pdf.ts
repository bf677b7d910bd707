import { performance } from 'node:perf_hooks'
import type { ReceiptPart, ReceiptView } from '#core/receipts/receipt.ts'
import { FACES, fontFiles, fontName, fontRuns, type Face, type Weight } from './receipt-fonts.ts'

/**
 * The receipt as a PDF (pdfkit): A4, one farmer's part per page (more if its lines need them),
 * every text in the Noto face of its script, the fonts embedded (subset to the glyphs used).
 * pdfkit is not loaded at start-up: `warmReceipts` loads it, parses the fonts and draws a
 * throwaway receipt in every script, in steps that let requests in between, so the first buyer's
 * receipt does not wait for it (≈0.8 s instead of ≈2.3 s). That is 6–9 s of CPU and one pause of
 * the event loop of 1.4–2.5 s, so `warmReceiptsWhenIdle` runs it only once the node is quiet
 * (RECEIPT_WARM_DELAY_MS after listen, receipts.routes.ts); a receipt asked for before then loads
 * what it needs itself.
 */

type Doc = PDFKit.PDFDocument
const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const WIDTH = A4.width - 2 * MARGIN
/** Item, HSN, quantity, rate, amount (pt); they add up to WIDTH. */
const COLUMNS = [185, 50, 80, 95, WIDTH - 185 - 50 - 80 - 95]
const GREY = '#6b7280'
const INK = '#111827'
const LINE = '#d1d5db'
const LINE_GAP = 1.5

export async function receiptPdf(view: ReceiptView, now: Date): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const fonts = await parsedFonts(PDFDocument)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: false,
    lang: view.language,
    info: { Title: view.documentTitle, Author: 'FarmTrek', CreationDate: now, ModDate: now },
  })
  for (const [name, font] of fonts) doc.registerFont(name, font as never)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  for (const part of view.parts) drawPart(doc, part)
  doc.end()
  return done
}

/** The fonts as fontkit reads them (an object with `layout`), which pdfkit takes as they are. */
type ParsedFont = { layout: (text: string) => unknown }
let fonts: Promise<Map<string, ParsedFont>> | undefined
let fontsParsed = false

/** A turn of the event loop: a request waiting to be read goes first. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Each face parsed once for every receipt: pdfkit would otherwise unpack and parse all fourteen
 * files for each document (most of a receipt's time). A throwaway document reads them with
 * pdfkit's own font engine, one file a turn; each receipt then embeds its own subset of the
 * glyphs it uses. The first caller parses; the others wait for the same promise.
 */
function parsedFonts(PDFDocument: new (o: PDFKit.PDFDocumentOptions) => Doc) {
  fonts ??= (async () => {
    const reader = new PDFDocument({ autoFirstPage: false })
    const out = new Map<string, ParsedFont>()
    for (const [name, bytes] of fontFiles()) {
      reader.font(bytes)
      // pdfkit's current font holds the fontkit font it read.
      out.set(name, (reader as unknown as { _font: { font: ParsedFont } })._font.font)
      await yieldToRequests()
    }
    fontsParsed = true
    return out
  })()
  // A failure is not kept: the next receipt tries again.
  fonts.catch(() => (fonts = undefined))
  return fonts
}

/** A few words in each face's script, for the warm-up's throwaway receipts. */
const SAMPLES: Record<Face, string> = {
  latin: 'Receipt number FT-2611-000001 Tomato 12.50',
  latinExt: '₹ 1,250.00 Ā ē',
  devanagari: 'रसीद क्रमांक टमाटर किलो।',
  tamil: 'ரசீது எண் தக்காளி கிலோ',
  telugu: 'రసీదు సంఖ్య టమాటా కిలో',
  kannada: 'ರಸೀದಿ ಸಂಖ್ಯೆ ಟೊಮೇಟೊ ಕಿಲೋ',
  bengali: 'রসিদ নম্বর টমেটো কেজি।',
}

let warm: Promise<void> | undefined

/**
 * Makes the first receipt as fast as the next ones: loads pdfkit, parses the fonts and draws a
 * throwaway receipt in each script (fontkit reads a font's shaping tables on its first text, and
 * the drawing code gets compiled), a step a turn. Called once the server listens; never throws
 * (a receipt then does the work itself). Answers the same promise to every caller.
 */
export function warmReceipts(): Promise<void> {
  warm ??= (async () => {
    const { default: PDFDocument } = await import('pdfkit')
    await yieldToRequests()
    await parsedFonts(PDFDocument)
    for (const face of FACES) {
      const text = SAMPLES[face]
      const part: ReceiptPart = {
        kind: 'bill_of_supply',
        title: text,
        receiptNumber: 'WARM-0000-000000',
        fields: [[text, text]],
        columns: [text, '0702', '1 kg', '₹1.00', '₹1.00'],
        rows: [{ cells: [text, '0702', '1 kg', '₹1.00', '₹1.00'], ended: true, tax: text }],
        totals: [[text, '₹1.00']],
        notes: [text],
      }
      await receiptPdf({ language: 'en', documentTitle: text, parts: [part] }, new Date(0))
      await yieldToRequests()
    }
  })().catch(() => {})
  return warm
}

export interface WarmWhenIdle {
  /** How long after listen the first look at the event loop is (ms); 0: warm at once. */
  delayMs: number
  /** While the loop is busy, how long until the next look (ms). */
  intervalMs?: number
  /** The share of its time (0–1) the loop may have been busy since the last look and still warm. */
  busyBelow?: number
  /** The loop's utilization (0–1) since the previous call; the first call starts the count. */
  utilization?: () => number
  /** The warm-up (warmReceipts). */
  warmUp?: () => unknown
}

/**
 * The event loop's utilization since the previous reading (performance.eventLoopUtilization):
 * the share of the time it spent running code rather than waiting for I/O or timers.
 */
export function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const since = performance.eventLoopUtilization(now, last)
    last = now
    return since.utilization
  }
}

/**
 * Warms the receipts once the node is quiet: `delayMs` after the call, if the event loop was busy
 * less than `busyBelow` of that time; else it looks again every `intervalMs`, for as long as it
 * takes (a node kept busy never pays the warm-up's pause; its first receipt loads on demand). The
 * timers are unref'd: they keep no process alive. Answers a function that stops the waiting
 * (called when the server closes).
 */
export function warmReceiptsWhenIdle({
  delayMs,
  intervalMs = 5_000,
  busyBelow = 0.5,
  utilization = loopUtilization(),
  warmUp = warmReceipts,
}: WarmWhenIdle): () => void {
  if (delayMs <= 0) {
    void warmUp()
    return () => {}
  }
  utilization() // the count starts now
  let timer: NodeJS.Timeout | undefined
  const look = (after: number) => {
    timer = setTimeout(() => {
      timer = undefined
      if (utilization() < busyBelow) void warmUp()
      else look(intervalMs)
    }, after)
    timer.unref()
  }
  look(delayMs)
  return () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }
}

/** Whether the fonts are parsed yet (for tests of the warm-up). */
export const receiptFontsParsed = () => fontsParsed

interface TextOptions {
  size?: number
  weight?: Weight
  width?: number
  align?: 'left' | 'right'
  color?: string
}

/**
 * `text` at (x, y) in runs of the faces its scripts need; answers the height it took. A text that
 * fits on one line is placed run by run (measured, so right alignment holds across faces); a
 * longer one flows left-aligned through pdfkit's wrapping.
 */
function write(doc: Doc, text: string, x: number, y: number, o: TextOptions = {}): number {
  const size = o.size ?? 9.5
  const weight = o.weight ?? 'regular'
  const width = o.width ?? WIDTH
  const runs = fontRuns(text || ' ')
  doc.fillColor(o.color ?? INK)
  const widths = runs.map((run) => {
    doc.font(fontName(run.face, weight)).fontSize(size)
    return doc.widthOfString(run.text)
  })
  const total = widths.reduce((a, b) => a + b, 0)
  if (total <= width) {
    let cx = o.align === 'right' ? x + width - total : x
    runs.forEach((run, i) => {
      doc.font(fontName(run.face, weight)).fontSize(size)
      doc.text(run.text, cx, y, { lineBreak: false })
      cx += widths[i] ?? 0
    })
    return heightOf(doc, text, width, size, weight)
  }
  const height = heightOf(doc, text, width, size, weight)
  runs.forEach((run, i) => {
    doc.font(fontName(run.face, weight)).fontSize(size)
    const opts = { width, continued: i < runs.length - 1, lineGap: LINE_GAP }
    if (i === 0) doc.text(run.text, x, y, opts)
    else doc.text(run.text, opts)
  })
  return height
}

/** The height `text` takes at `width`, measured in the face of its main script. */
function heightOf(doc: Doc, text: string, width: number, size: number, weight: Weight): number {
  const runs = fontRuns(text || ' ')
  const face: Face =
    runs.find((r) => r.face === 'devanagari' || r.face === 'tamil')?.face ?? 'latin'
  doc.font(fontName(face, weight)).fontSize(size)
  return doc.heightOfString(text || ' ', { width, lineGap: LINE_GAP })
}

function drawPart(doc: Doc, part: ReceiptPart) {
  doc.addPage()
  let y = MARGIN
  write(doc, 'FarmTrek', MARGIN, y, { size: 10, weight: 'bold', color: '#15803d' })
  write(doc, part.receiptNumber, MARGIN, y, { size: 10, weight: 'bold', align: 'right' })
  y += 18
  y += write(doc, part.title, MARGIN, y, { size: 18, weight: 'bold' }) + 8

  // The details: label and value, two to a row.
  const half = WIDTH / 2
  const labelW = 92
  for (let i = 0; i < part.fields.length; i += 2) {
    let rowH = 0
    for (const [j, field] of part.fields.slice(i, i + 2).entries()) {
      const x = MARGIN + j * half
      const [label, value] = field
      const h1 = write(doc, label, x, y, { size: 8.5, color: GREY, width: labelW - 6 })
      const h2 = write(doc, value, x + labelW, y, { width: half - labelW - 10 })
      rowH = Math.max(rowH, h1, h2)
    }
    y += rowH + 5
  }
  y += 10

  y = tableHeader(doc, part, y)
  for (const row of part.rows) {
    const color = row.ended ? GREY : INK
    const cellsH =
      Math.max(
        ...row.cells.map((c, i) => heightOf(doc, c, (COLUMNS[i] ?? 0) - 8, 9.5, 'regular')),
      ) + 8
    // A Tax Invoice's line says the tax in it, in small type under the line.
    const taxH = row.tax ? heightOf(doc, row.tax, WIDTH - 8, 8, 'regular') + 4 : 0
    const h = cellsH + taxH
    if (y + h > A4.height - MARGIN - 60) {
      doc.addPage()
      y = tableHeader(doc, part, MARGIN)
    }
    let x = MARGIN
    row.cells.forEach((cell, i) => {
      const w = COLUMNS[i] ?? 0
      write(doc, cell, x + 4, y + 4, { width: w - 8, align: i >= 2 ? 'right' : 'left', color })
      x += w
    })
    if (row.tax)
      write(doc, row.tax, MARGIN + 4, y + cellsH - 2, { size: 8, color: GREY, width: WIDTH - 8 })
    if (row.ended) {
      // The amount of an ended line is struck through: it is not part of the total.
      const amountX = MARGIN + WIDTH - (COLUMNS[4] ?? 0) + 4
      doc
        .moveTo(amountX, y + 4 + 6.5)
        .lineTo(MARGIN + WIDTH - 4, y + 4 + 6.5)
        .strokeColor(GREY)
        .stroke()
    }
    y += h
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke()
  }
  y += 8
  for (const [label, value] of part.totals) {
    const bold = label === part.totals[part.totals.length - 1]?.[0]
    const h = write(doc, label, MARGIN + WIDTH / 2, y, {
      width: WIDTH / 2 - 110,
      align: 'right',
      weight: bold ? 'bold' : 'regular',
    })
    write(doc, value, MARGIN + WIDTH - 105, y, {
      width: 101,
      align: 'right',
      weight: bold ? 'bold' : 'regular',
    })
    y += h + 4
  }
  y += 14
  for (const note of part.notes) {
    y += write(doc, note, MARGIN, y, { size: 8.5, color: GREY }) + 3
  }
}

function tableHeader(doc: Doc, part: ReceiptPart, y: number): number {
  doc.rect(MARGIN, y, WIDTH, 20).fillColor('#f3f4f6').fill()
  let x = MARGIN
  part.columns.forEach((label, i) => {
    const w = COLUMNS[i] ?? 0
    write(doc, label, x + 4, y + 5, {
      size: 8.5,
      weight: 'bold',
      width: w - 8,
      align: i >= 2 ? 'right' : 'left',
    })
    x += w
  })
  return y + 20
}
