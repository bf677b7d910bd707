import { inflateSync } from 'node:zlib'

// Reads the text back out of a PDF that pdfkit wrote, for tests: the content streams' glyphs
// (hex strings of glyph ids, per font) mapped to Unicode through each font's ToUnicode CMap.
// Enough for pdfkit's own output; not a general PDF reader.

interface PdfObject {
  dict: string
  stream: Buffer | null
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const out = new Map<number, PdfObject>()
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? ''
    const s = body.indexOf('stream')
    if (s < 0) {
      out.set(Number(m[1]), { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, s)
    let start = s + 'stream'.length
    if (body[start] === '\r') start++
    if (body[start] === '\n') start++
    const end = body.lastIndexOf('endstream')
    let raw = Buffer.from(body.slice(start, end), 'latin1')
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw)
    out.set(Number(m[1]), { dict, stream: raw })
  }
  return out
}

const hexText = (hex: string) => {
  const units: number[] = []
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
  return String.fromCharCode(...units)
}

/** A ToUnicode CMap: glyph id → text. */
function cmap(source: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? ''
    for (const m of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(m[1] ?? '0', 16)
      const to = parseInt(m[2] ?? '0', 16)
      const dst = m[3] ?? ''
      if (dst.startsWith('[')) {
        // An entry of several code points is written with spaces between them: <0915 094D>.
        const items = [...dst.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((x) =>
          hexText((x[1] ?? '').replace(/\s+/g, '')),
        )
        items.forEach((t, i) => map.set(from + i, t))
      } else {
        const base = parseInt(dst.slice(1, -1), 16)
        for (let g = from; g <= to; g++) map.set(g, String.fromCharCode(base + g - from))
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) {
      map.set(parseInt(m[1] ?? '0', 16), hexText(m[2] ?? ''))
    }
  }
  return map
}

export interface PdfContents {
  /** Each text-showing operation's text, in drawing order. */
  texts: string[]
  /** The base names of the embedded fonts (`NotoSansDevanagari-Regular`, subset tag dropped). */
  fonts: string[]
  /** The number of pages. */
  pages: number
}

export function readPdf(pdf: Buffer): PdfContents {
  const objs = objects(pdf)
  const ref = (s: string) => objs.get(Number(s))
  // Font resource name (/F3) → its ToUnicode map.
  const maps = new Map<string, Map<number, string>>()
  const fonts = new Set<string>()
  for (const { dict } of objs.values()) {
    for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = ref(m[2] ?? '')
      const uni = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')
      const cm = uni ? ref(uni[1] ?? '')?.stream : null
      if (cm) maps.set(m[1] ?? '', cmap(cm.toString('latin1')))
      const base = /\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/.exec(font?.dict ?? '')
      if (base?.[1]) fonts.add(base[1])
    }
  }
  const texts: string[] = []
  let pages = 0
  for (const { dict, stream } of objs.values()) {
    if (/\/Type \/Page\b/.test(dict)) pages++
    if (!stream || /\/Subtype|\/Length1|CMapName|\/Type/.test(dict)) continue
    const content = stream.toString('latin1')
    let font = ''
    for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (m[1]) {
        font = m[1]
        continue
      }
      const map = maps.get(font)
      let s = ''
      for (const h of (m[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        const hex = h[1] ?? ''
        for (let i = 0; i + 4 <= hex.length; i += 4)
          s += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD'
      }
      texts.push(s)
    }
  }
  return { texts, fonts: [...fonts].sort(), pages }
}

/** The PDF's texts joined by spaces (adjacent runs of one line come apart: search for parts). */
export const pdfText = (pdf: Buffer) => readPdf(pdf).texts.join(' ')
