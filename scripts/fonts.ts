// FarmTrek Sans (decision 015): the Latin text of the app in Noto Sans, cut down to the characters
// the app writes. `npm run fonts` makes src/client/fonts/ from @fontsource's Noto Sans
// Devanagari files (their Latin glyphs are Noto Sans); the files are committed, and
// scripts/fonts.test.ts checks they are what this script makes and what styles.css declares.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = path.join(root, 'node_modules/@fontsource/noto-sans-devanagari/files')
export const OUT_DIR = path.join(root, 'src/client/fonts')
const WEIGHTS = ['400', '700']

/**
 * The characters of the main face: printable ASCII and what the app's texts and formats use beyond
 * it (no-break space, middle dot, times, degree, copyright, dashes, quotes, ellipsis, bullet,
 * minus). Anything else a user types falls through to the system font.
 */
export const LATIN_TEXT =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') +
  '\u00a0\u00b7\u00d7\u00b0\u00a9\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u2212'
/**
 * The rupee sign, a family of its own (styles.css says why): it is in @fontsource's latin-ext file,
 * not its latin one.
 */
export const RUPEE_TEXT = '\u20b9'

export interface Face {
  /** The CSS family it is declared under in styles.css. */
  family: string
  /** The unicode-range it is declared with, if any. */
  range?: string
  /** Its file in src/client/fonts. */
  file: string
  weight: string
  /** The @fontsource file it is cut from (noto-sans-devanagari-<source>-normal.woff2). */
  source: string
  /** The characters it holds. */
  text: string
}

export const FACES: Face[] = WEIGHTS.flatMap((w) => [
  {
    family: 'FarmTrek Sans',
    file: `farmtrek-sans-${w}.woff2`,
    weight: w,
    source: `latin-${w}`,
    text: LATIN_TEXT,
  },
  {
    family: 'FarmTrek Sans Rupee',
    range: unicodeRange(RUPEE_TEXT),
    file: `farmtrek-sans-rupee-${w}.woff2`,
    weight: w,
    source: `latin-ext-${w}`,
    text: RUPEE_TEXT,
  },
])

/** CSS `unicode-range` of `text`: its code points, sorted, runs joined (U+0020-007E). */
export function unicodeRange(text: string): string {
  const cps = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b)
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  const parts: string[] = []
  for (let i = 0; i < cps.length;) {
    let j = i
    while (j + 1 < cps.length && cps[j + 1] === (cps[j] ?? 0) + 1) j++
    const [a = 0, b = 0] = [cps[i], cps[j]]
    parts.push(i === j ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)
    i = j + 1
  }
  return parts.join(', ')
}

/** The @fontsource file a face is cut from. */
export const readSource = (face: Face): Buffer =>
  readFileSync(path.join(SOURCE, `noto-sans-devanagari-${face.source}-normal.woff2`))

/** Each face's bytes, made from the @fontsource file (harfbuzz's subsetter, woff2). */
export async function makeFaces(): Promise<Array<Face & { bytes: Buffer }>> {
  const out: Array<Face & { bytes: Buffer }> = []
  for (const face of FACES) {
    const src = readSource(face)
    out.push({ ...face, bytes: await subsetFont(src, face.text, { targetFormat: 'woff2' }) })
  }
  return out
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT_DIR, { recursive: true })
  for (const face of await makeFaces()) {
    writeFileSync(path.join(OUT_DIR, face.file), face.bytes)
    console.log(`${face.file}: ${face.bytes.length} bytes, ${unicodeRange(face.text)}`)
  }
  writeFileSync(
    path.join(OUT_DIR, 'OFL.txt'),
    readFileSync(path.join(SOURCE, '..', 'LICENSE'), 'utf8'),
  )
}
