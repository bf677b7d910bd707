import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { MESSAGE_KEYS } from '#client/i18n/message-keys.ts'

/**
 * The UI text keys: every literal `t('…')` in src/client (English text is the key),
 * plus the keys that reach t()/tm() as values (src/client/i18n/message-keys.ts: the catalogue's
 * names, descriptions and categories, core's and the server's messages). Used by
 * scripts/i18n-keys.test.ts; `npx tsx scripts/i18n-keys.ts` prints what a catalogue lacks.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SCANNED_DIRS = ['src/client', 'src/core/catalogue']

// t( then one quoted literal, then `,` (vars follow) or `)`. `\b` keeps tm(, set(, format( out.
const CALL = /\bt\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g

export type ScannedKey = { key: string; file: string }

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full
  }
}

/** Block comments and whole-line comments (they may quote a `t('…')` call as an example). */
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm

/** The literal keys in one file's text; a template literal with `${…}` is a mistake (use `{name}`). */
export function keysInSource(text: string): { keys: string[]; problems: string[] } {
  const keys: string[] = []
  const problems: string[] = []
  for (const m of text.replace(COMMENTS, '').matchAll(CALL)) {
    const [, quote, raw] = m
    if (quote === '`' && raw!.includes('${')) {
      problems.push(
        `t(\`${raw}\`) interpolates in the key; write {name} placeholders and pass vars`,
      )
      continue
    }
    keys.push(raw!.replace(/\\(.)/g, '$1'))
  }
  return { keys, problems }
}

export function scanKeys(): { keys: Map<string, string>; problems: string[] } {
  const keys = new Map<string, string>()
  const problems: string[] = []
  for (const dir of SCANNED_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const rel = path.relative(root, file)
      const found = keysInSource(readFileSync(file, 'utf8'))
      for (const key of found.keys) if (!keys.has(key)) keys.set(key, rel)
      problems.push(...found.problems.map((p) => `${rel}: ${p}`))
    }
  }
  for (const key of MESSAGE_KEYS)
    if (!keys.has(key)) keys.set(key, 'src/client/i18n/message-keys.ts')
  return { keys, problems }
}

/** The `{name}` placeholders of a text, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()

export type CatalogueReport = { missing: string[]; unused: string[]; placeholderMismatch: string[] }

export function checkCatalogue(
  catalogue: Record<string, string>,
  keys: Map<string, string>,
): CatalogueReport {
  const missing = [...keys.keys()].filter((k) => !catalogue[k]?.trim())
  const unused = Object.keys(catalogue).filter((k) => !keys.has(k))
  const placeholderMismatch = Object.entries(catalogue)
    .filter(([k, v]) => placeholders(k).join() !== placeholders(v).join())
    .map(([k, v]) => `${k} → ${v}`)
  return { missing, unused, placeholderMismatch }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { keys, problems } = scanKeys()
  const [{ default: hi }, { default: ta }] = await Promise.all([
    import('#core/i18n/locales/hi.json'),
    import('#core/i18n/locales/ta.json'),
  ])
  console.log(
    JSON.stringify(
      { keys: keys.size, problems, hi: checkCatalogue(hi, keys), ta: checkCatalogue(ta, keys) },
      null,
      2,
    ),
  )
}
