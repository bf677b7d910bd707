import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clientIsStale } from './client-build.mjs'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A file at `rel` under the checkout, last modified `secondsAgo` seconds ago. */
function file(rel: string, secondsAgo: number) {
  const p = path.join(root, rel)
  mkdirSync(path.dirname(p), { recursive: true })
  writeFileSync(p, 'x')
  const t = Date.now() / 1000 - secondsAgo
  utimesSync(p, t, t)
}

describe('clientIsStale (npm start builds the client again)', () => {
  it('is stale when a source under a folder is newer than the build, and fresh otherwise', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-client-build-'))
    file('src/client/app/routes/shop.tsx', 300)
    file('src/core/listings/listings.contract.ts', 200)
    file('dist/client/index.html', 100)
    const built = path.join(root, 'dist/client/index.html')
    expect(clientIsStale(root, built)).toBe(false)
    // An edit (or a pull) after the build, deep in a folder.
    file('src/core/listings/listings.contract.ts', 10)
    expect(clientIsStale(root, built)).toBe(true)
    // Only what the client is built from counts; a missing source is not newer.
    expect(clientIsStale(root, built, ['src/client', 'vite.config.ts'])).toBe(false)
  })
})
