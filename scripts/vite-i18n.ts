import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { ERROR_TEXTS } from '../src/core/http/errors.ts'
import { compileCatalogue, compileEnglish } from '../src/core/i18n/compile.ts'
import type { Catalogue } from '../src/core/i18n/engine.ts'
import { isLanguage } from '../src/core/i18n/languages.ts'

/**
 * The client build's text catalogues, compiled (docs/benchmarks.md, section 1): each catalogue's
 * messages that are not plain become ICU syntax trees (#core/i18n/compile.ts), and en.json gains
 * the trees of the English keys that are not plain (the keys of the other catalogues). The engine
 * (#core/i18n/engine.ts) is built without the ICU parser it imports (with its skeleton parser,
 * ≈ 11 kB gzip of every first load): it gets `undefined`, and the client loads the parser
 * (#core/i18n/icu-parser.ts, a chunk of its own) only if a message reaches it uncompiled.
 * Build only: `npm run dev` and the tests read the catalogues as written, with the parser.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url))
const LOCALES_DIR = path.join(SRC, 'core/i18n/locales')
const ENGINE = path.join(SRC, 'core/i18n/engine.ts')
const ERRORS = path.join(SRC, 'core/http/errors.ts')
const NO_PARSER = '\0farmtrek:icu-no-parser'
const ENGLISH_FULL = '\0farmtrek:en-full'

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(full)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full
  }
}

/**
 * The keys whose English trees the pages' engine leaves out (en.json as the client imports it):
 * the API's error texts, which an English page shows as the API sends them and the error texts'
 * own engine (core/http/errors.ts, loaded with a catalogue) formats from the full table; and the
 * texts of SMS and email (core/notifications), which only the server sends. A key written in any
 * other source file stays. A tree left out where a page needs it costs no text: the engine loads
 * the parser for it (scripts/vite-i18n.test.ts checks that no page's key is left out).
 */
export function serverEnglishKeys(keys: Iterable<string>, errorTexts: Iterable<string>) {
  const notifications = path.join(SRC, 'core/notifications')
  let server = ''
  let pages = ''
  for (const file of [...sources(path.join(SRC, 'client')), ...sources(path.join(SRC, 'core'))]) {
    if (file === ERRORS || file.startsWith(path.join(SRC, 'client/i18n/message-keys'))) continue
    const text = readFileSync(file, 'utf8')
    if (file.startsWith(notifications)) server += text
    else pages += text
  }
  const left = new Set(errorTexts)
  for (const key of keys) if (server.includes(key) && !pages.includes(key)) left.add(key)
  return left
}

const readCatalogue = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue

export function compiledCatalogues(): Plugin {
  return {
    name: 'farmtrek:compiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null
      if (source === './icu-parser.ts' && path.resolve(importer) === ENGINE) return NO_PARSER
      if (source === '../i18n/locales/en.json' && path.resolve(importer) === ERRORS)
        return ENGLISH_FULL
      return null
    },
    load(id) {
      if (id === NO_PARSER) return 'export const parse = undefined\n'
      const file =
        id === ENGLISH_FULL ? path.join(LOCALES_DIR, 'en.json') : (id.split('?')[0] ?? id)
      if (path.dirname(file) !== path.resolve(LOCALES_DIR) || !file.endsWith('.json')) return null
      const language = path.basename(file, '.json')
      if (!isLanguage(language)) return null
      if (language !== 'en') return JSON.stringify(compileCatalogue(language, readCatalogue(file)))
      const keys = new Set<string>()
      for (const name of readdirSync(LOCALES_DIR).filter((n) => n.endsWith('.json'))) {
        const other = path.join(LOCALES_DIR, name)
        if (other === file) continue
        this.addWatchFile(other)
        for (const key of Object.keys(readCatalogue(other))) keys.add(key)
      }
      const english = readCatalogue(path.join(LOCALES_DIR, 'en.json'))
      if (id === ENGLISH_FULL)
        return `export default ${JSON.stringify(compileEnglish(english, keys))}`
      const left = serverEnglishKeys(keys, Object.values(ERROR_TEXTS))
      return JSON.stringify(
        compileEnglish(
          english,
          [...keys].filter((k) => !left.has(k)),
        ),
      )
    },
  }
}
