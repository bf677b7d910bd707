import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The receipt's fonts: Noto Sans from @fontsource (OFL; its licence ships in each package),
 * whose files are cut by script. A text is drawn in runs, each in the face that holds its letters:
 * Latin, Latin Extended (the rupee sign, accented names), Devanagari (Hindi and Marathi), Tamil,
 * Telugu, Kannada and Bengali. fontkit (pdfkit's font engine) reads the WOFF files (not WOFF2:
 * fontkit's subsetter cannot copy WOFF2's transformed composite glyphs) and shapes each script
 * with the font's own tables (conjuncts, reph, matras drawn before their consonant, split vowel
 * signs).
 */
export const FACES = [
  'latin',
  'latinExt',
  'devanagari',
  'tamil',
  'telugu',
  'kannada',
  'bengali',
] as const
export type Face = (typeof FACES)[number]
export type Weight = 'regular' | 'bold'

const require = createRequire(import.meta.url)
const FILES: Record<Face, string> = {
  latin: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-{w}-normal.woff',
  latinExt: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-{w}-normal.woff',
  devanagari:
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{w}-normal.woff',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-{w}-normal.woff',
  telugu: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-{w}-normal.woff',
  kannada: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-{w}-normal.woff',
  bengali: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-{w}-normal.woff',
}

let loaded: Map<string, Buffer> | null = null

/** Every face's bytes, by `fontName(face, weight)`, read once (≈400 kB in all). */
export function fontFiles(): Map<string, Buffer> {
  if (!loaded) {
    const m = new Map<string, Buffer>()
    for (const face of FACES) {
      for (const [weight, w] of [
        ['regular', '400'],
        ['bold', '700'],
      ] as const) {
        m.set(fontName(face, weight), readFileSync(require.resolve(FILES[face].replace('{w}', w))))
      }
    }
    loaded = m
  }
  return loaded
}

export const fontName = (face: Face, weight: Weight) => `${face}-${weight}`

/** The face a character needs, or null for one any face draws (space, joiners, danda). */
function faceOf(cp: number): Face | null {
  if (cp === 0x20 || cp === 0x200c || cp === 0x200d || cp === 0x0964 || cp === 0x0965) return null
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff)) return 'devanagari'
  if (cp >= 0x1cd0 && cp <= 0x1cff) return 'devanagari'
  if (cp >= 0x0b80 && cp <= 0x0bff) return 'tamil'
  if (cp >= 0x0c00 && cp <= 0x0c7f) return 'telugu'
  if (cp >= 0x0c80 && cp <= 0x0cff) return 'kannada'
  if (cp >= 0x0980 && cp <= 0x09ff) return 'bengali'
  if (cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x2212) return 'latin'
  return 'latinExt'
}

export interface Run {
  face: Face
  text: string
}

/**
 * `text` cut into runs by the face each character needs. A space or joiner stays in the run it
 * follows, so a phrase in an Indian script is one run and is shaped as a whole. A danda (।, the
 * full stop of Hindi, Marathi and Bengali) stays in the run of the Indian script it ends (each of
 * those Noto faces draws it), else it is drawn in Devanagari.
 */
export function fontRuns(text: string): Run[] {
  const runs: Run[] = []
  for (const ch of text) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- ch is one code point
    const need = faceOf(ch.codePointAt(0)!)
    const last = runs[runs.length - 1]
    const danda = ch === '\u0964' || ch === '\u0965'
    const indic = last !== undefined && last.face !== 'latin' && last.face !== 'latinExt'
    if (last && (need === last.face || (need === null && (!danda || indic)))) last.text += ch
    else runs.push({ face: need ?? (danda ? 'devanagari' : 'latin'), text: ch })
  }
  return runs
}
