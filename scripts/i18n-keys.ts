import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import IntlMessageFormat from 'intl-messageformat'
import ts from 'typescript'
import { MESSAGE_KEYS } from '#client/i18n/message-keys.ts'
import type { Language } from '#core/i18n/languages.ts'
import bn from '#core/i18n/locales/bn.json'
import en from '#core/i18n/locales/en.json'
import hi from '#core/i18n/locales/hi.json'
import kn from '#core/i18n/locales/kn.json'
import mr from '#core/i18n/locales/mr.json'
import ta from '#core/i18n/locales/ta.json'
import te from '#core/i18n/locales/te.json'

/**
 * The text keys and the check of the catalogues (src/core/i18n/locales). A key is the English
 * text of a `t('…')` call: every literal one in src/client and src/core (pages, SMS and email),
 * found in each file's TypeScript syntax tree, plus the keys that reach t()/tm() as values
 * (src/client/i18n/message-keys.ts: the catalogue's names, core's and the server's messages).
 * scripts/i18n-keys.test.ts fails on what checkCatalogues reports; `npm run i18n:extract`
 * prints it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SCANNED_DIRS = ['src/client', 'src/core']
export const CATALOGUE_DIR = 'src/core/i18n/locales'

export type Catalogue = Record<string, string>
export const CATALOGUES: Record<Language, Catalogue> = { en, hi, ta, mr, te, kn, bn }

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) yield full
  }
}

/** `t(…)` or `x.t(…)`: the calls whose first argument is a text key. */
const isTextCall = (node: ts.CallExpression) =>
  (ts.isIdentifier(node.expression) && node.expression.text === 't') ||
  (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't')

/**
 * The literal keys of one file's `t('…')` calls. A key built at run time (a template literal
 * with `${…}`) is a problem: write `{name}` placeholders and pass vars. Other non-literal keys
 * (a variable) are message-keys.ts's job.
 */
export function keysInSource(text: string, fileName = 'source.tsx') {
  const keys: string[] = []
  const problems: string[] = []
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTextCall(node)) {
      const [key] = node.arguments
      if (key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key)))
        keys.push(key.text)
      else if (key && ts.isTemplateExpression(key)) {
        const { line } = file.getLineAndCharacterOfPosition(key.getStart(file))
        problems.push(
          `line ${line + 1}: t(${key.getText(file)}) interpolates in the key; write {name} placeholders and pass vars`,
        )
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return { keys, problems }
}

/** Every key, with the first file that uses it. */
export function scanKeys(): { keys: Map<string, string>; problems: string[] } {
  const keys = new Map<string, string>()
  const problems: string[] = []
  for (const dir of SCANNED_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const rel = path.relative(root, file)
      const found = keysInSource(readFileSync(file, 'utf8'), file)
      for (const key of found.keys) if (!keys.has(key)) keys.set(key, rel)
      problems.push(...found.problems.map((p) => `${rel}: ${p}`))
    }
  }
  for (const key of MESSAGE_KEYS)
    if (!keys.has(key)) keys.set(key, 'src/client/i18n/message-keys.ts')
  return { keys, problems }
}

type Element = ReturnType<IntlMessageFormat['getAst']>[number]

/** The parser's TYPE.literal (intl-messageformat does not export its parser's enum). */
const isLiteral = (el: Element) => (el.type as number) === 0

const parseIcu = (message: string) =>
  new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst()

/** Every element of an ICU message, nested ones (in a plural or select option) too. */
function* elements(list: Element[]): Generator<Element> {
  for (const el of list) {
    yield el
    if ('options' in el && el.options && typeof el.options === 'object')
      for (const option of Object.values(el.options as Record<string, { value: Element[] }>))
        yield* elements(option.value)
    if ('children' in el) yield* elements(el.children)
  }
}

/** The placeholder names of an ICU message, nested ones (in a plural or select) too, sorted. */
export function icuPlaceholders(message: string): string[] {
  const names = new Set<string>()
  for (const el of elements(parseIcu(message)))
    if (!isLiteral(el) && 'value' in el && typeof el.value === 'string') names.add(el.value)
  return [...names].sort()
}

/**
 * Whether a key says in ICU what it is written to say. It does not when it fails to parse, or
 * when a quote next to a brace ('{q}') makes ICU read the placeholder as quoted text.
 */
export function keyIsIcu(key: string): boolean {
  try {
    for (const el of elements(parseIcu(key)))
      if (isLiteral(el) && 'value' in el && /[{}]/.test(String(el.value))) return false
    return true
  } catch {
    return false
  }
}

export interface CatalogueReport {
  /** Keys the language lacks (for English: a key whose text is not ICU as written, see below). */
  missing: string[]
  /** Catalogue keys that no code uses. */
  unused: string[]
  /** Messages that do not parse as ICU, or whose placeholders differ from the English ones. */
  invalid: string[]
}

/** The English ICU message of a key: en.json's, else the key itself. */
const english = (key: string) => CATALOGUES.en[key] ?? key

function parseProblem(message: string, expected: string[]): string | null {
  try {
    const found = icuPlaceholders(message)
    return found.join() === expected.join()
      ? null
      : `placeholders {${found.join('}, {')}} where English has {${expected.join('}, {')}}`
  } catch (err) {
    return `not ICU: ${(err as Error).message.split('\n')[0]}`
  }
}

/**
 * The check of one language's catalogue against the keys. English needs a message only where the
 * key, read as ICU, would not say what it is written to say: a quote next to a placeholder
 * ('{q}') quotes the braces in ICU, so en.json holds ''{q}''.
 */
export function checkCatalogue(
  language: Language,
  catalogue: Catalogue,
  keys: Map<string, string>,
): CatalogueReport {
  const missing: string[] = []
  const invalid: string[] = []
  for (const key of keys.keys()) {
    if (language === 'en') {
      if (!(key in catalogue) && !keyIsIcu(key)) missing.push(key)
    } else if (!catalogue[key]?.trim()) missing.push(key)
  }
  for (const [key, message] of Object.entries(catalogue)) {
    let expected: string[]
    try {
      expected = icuPlaceholders(english(key))
    } catch {
      continue // reported for English
    }
    const problem = parseProblem(message, expected)
    if (problem) invalid.push(`${key} → ${message}: ${problem}`)
  }
  const unused = Object.keys(catalogue).filter((k) => !keys.has(k))
  return { missing, unused, invalid }
}

export function checkCatalogues(keys: Map<string, string>) {
  return Object.fromEntries(
    Object.entries(CATALOGUES).map(([lang, catalogue]) => [
      lang,
      checkCatalogue(lang as Language, catalogue, keys),
    ]),
  ) as Record<Language, CatalogueReport>
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { keys, problems } = scanKeys()
  const reports = checkCatalogues(keys)
  console.log(`${keys.size} keys in ${SCANNED_DIRS.join(', ')} and message-keys.ts`)
  for (const p of problems) console.log(`problem: ${p}`)
  let bad = problems.length
  for (const [lang, report] of Object.entries(reports)) {
    for (const [what, list] of Object.entries(report) as Array<[string, string[]]>) {
      if (!list.length) continue
      bad += list.length
      console.log(`\n${CATALOGUE_DIR}/${lang}.json: ${list.length} ${what}`)
      for (const item of list)
        console.log(`  ${what === 'missing' ? `${item}  (${keys.get(item)})` : item}`)
    }
  }
  if (!bad) console.log('Every catalogue has every key, no unused key, and every message is ICU.')
  process.exitCode = bad ? 1 : 0
}
