import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MESSAGE_KEYS } from '#client/i18n/message-keys.ts'
import { ERROR_TEXTS } from '#core/http/errors.ts'
import { isPlain } from '#core/i18n/plain.ts'
import hi from '#core/i18n/locales/hi.json'
import { CATALOGUES, keysInSource } from './i18n-keys.ts'
import { serverEnglishKeys } from './vite-i18n.ts'

const english = (key: string) => CATALOGUES.en[key] ?? key

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) yield* files(full)
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield full
  }
}

describe("the pages' English table", () => {
  const errorTexts = new Set<string>(Object.values(ERROR_TEXTS))
  const left = serverEnglishKeys(Object.keys(hi), errorTexts)

  it('leaves out only error texts and texts the server alone sends', () => {
    const server = [...left].filter((k) => !errorTexts.has(k))
    expect(server.length).toBeGreaterThan(5)
    for (const key of server) expect(MESSAGE_KEYS, key).not.toContain(key)
  })

  it("keeps the tree of every page's own key that is not plain", () => {
    const pageKeys = new Set<string>()
    for (const file of files(path.resolve(import.meta.dirname, '../src/client')))
      for (const key of keysInSource(readFileSync(file, 'utf8'), file).keys) pageKeys.add(key)
    for (const key of MESSAGE_KEYS) if (!errorTexts.has(key)) pageKeys.add(key)
    const missing = [...pageKeys].filter((k) => !isPlain(english(k)) && left.has(k))
    expect(missing).toEqual([])
  }, 60_000)
})
