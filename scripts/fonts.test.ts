import { readFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { FACES, makeFaces, OUT_DIR, readSource, unicodeRange } from './fonts.ts'

const root = path.resolve(import.meta.dirname, '..')
const styles = readFileSync(path.join(root, 'src/client/styles.css'), 'utf8')
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8')

/** styles.css's FarmTrek Sans faces: family, file, weight and unicode-range of each. */
function declaredFaces() {
  return [...styles.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.includes("'FarmTrek Sans"))
    .map((body) => ({
      family: /font-family:\s*'([^']+)'/.exec(body)?.[1],
      file: /url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1],
      weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
      range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, ' ').trim(),
    }))
}

describe('FarmTrek Sans (decision 015)', () => {
  it('unicodeRange joins runs of code points', () => {
    expect(unicodeRange('cab₹ ')).toBe('U+0020, U+0061-0063, U+20B9')
  })

  it('the committed files are what scripts/fonts.ts makes from @fontsource', async () => {
    for (const face of await makeFaces()) {
      const committed = readFileSync(path.join(OUT_DIR, face.file))
      expect(Buffer.compare(committed, Buffer.from(face.bytes)), face.file).toBe(0)
    }
  })

  it('styles.css declares each face under its family, with its weight and unicode-range', () => {
    const byFile = (a: { file?: string }, b: { file?: string }) =>
      (a.file ?? '').localeCompare(b.file ?? '')
    expect(declaredFaces().sort(byFile)).toEqual(
      FACES.map((f) => ({ family: f.family, file: f.file, weight: f.weight, range: f.range })).sort(
        byFile,
      ),
    )
    // A declared range claims exactly the face's characters.
    for (const f of FACES.filter((x) => x.range)) expect(f.range).toBe(unicodeRange(f.text))
    // Listed first in the app's font stack, the rupee family next.
    expect(styles).toMatch(/--font-sans:\s*'FarmTrek Sans', 'FarmTrek Sans Rupee',/)
  })

  it('index.html preloads the two main faces, not the rupee ones', () => {
    const preloads = [...indexHtml.matchAll(/href="\/src\/client\/fonts\/([^"]+)"/g)].map(
      (m) => m[1],
    )
    expect(preloads).toEqual(['farmtrek-sans-400.woff2', 'farmtrek-sans-700.woff2'])
  })

  it('the source fonts hold a glyph for every character a face claims', async () => {
    for (const face of FACES) {
      const src = readSource(face)
      // A subset of a character the font lacks holds only .notdef: the same as an empty subset.
      const empty = Buffer.from(await subsetFont(src, '', { targetFormat: 'truetype' }))
      const missing: string[] = []
      for (const ch of new Set([...face.text])) {
        const one = Buffer.from(await subsetFont(src, ch, { targetFormat: 'truetype' }))
        if (one.equals(empty)) missing.push(ch)
      }
      expect(missing, face.file).toEqual([])
    }
  }, 60_000)
})
