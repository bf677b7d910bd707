import { LOCALES, type Catalogue, type CompiledCatalogue, type Message } from './engine.ts'
import { intlLocale } from './format.ts'
import { TYPE } from './icu-format.ts'
import { parse } from './icu-parser.ts'
import type { Language } from './languages.ts'
import { isPlain } from './plain.ts'

/**
 * Catalogues compiled for the client at build time (scripts/vite-i18n.ts): each message that is
 * not plain (#core/i18n/plain.ts: a plural, a select, a date, a quoted brace) becomes its ICU
 * syntax tree, so the page formats it without the ICU parser, which the client build leaves out
 * of every first load. Plain messages stay as they are written: the engine fills their `{name}`
 * placeholders itself, and their trees would only add bytes.
 */

/** The syntax tree of one message, as the engine parses it. */
const treeOf = (message: string, language: Language) =>
  parse(message, { ignoreTag: true, locale: intlLocale(LOCALES[language]) })

/**
 * A message as the client ships it: itself when plain (checked against the parser: text and
 * `{name}` arguments only, written back to the same string), else its tree. A message that does
 * not parse stays as written (the key check, scripts/i18n-keys.ts, reports it; the engine shows
 * it as written).
 */
export function compileMessage(message: string, language: Language): Message {
  let tree
  try {
    tree = treeOf(message, language)
  } catch {
    return message
  }
  if (isPlain(message)) {
    const rewritten = tree
      .map((el) =>
        el.type === TYPE.literal
          ? el.value
          : el.type === TYPE.argument
            ? `{${el.value}}`
            : '\u0000',
      )
      .join('')
    if (rewritten === message) return message
  }
  return tree
}

/** A language's catalogue, every message compiled (compileMessage). */
export const compileCatalogue = (language: Language, catalogue: Catalogue): CompiledCatalogue =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message, language)]),
  )

/**
 * English, whose texts are the keys: en.json's own messages (compiled) and the tree of every
 * other key (the keys of the other catalogues, which hold every key the code uses) that is not
 * plain. A plain key is its own message, so it is left out: the engine falls back to the key.
 */
export function compileEnglish(en: Catalogue, keys: Iterable<string>): CompiledCatalogue {
  const out: CompiledCatalogue = compileCatalogue('en', en)
  for (const key of keys) {
    if (key in out) continue
    const compiled = compileMessage(key, 'en')
    if (typeof compiled !== 'string') out[key] = compiled
  }
  return out
}
