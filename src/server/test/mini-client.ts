import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The entry script every miniature client's index.html loads. */
export const MINI_ENTRY = 'assets/index-E.js'

/**
 * A built client in miniature, as `vite build` leaves one (dist/client): index.html with `head`
 * (the entry script by default) and `body`, Vite's manifest (the entry, plus `manifest`'s
 * entries) and `assets` (path → text; the entry is always written). Returns its directory; the
 * caller removes it.
 */
export function writeMiniClient(
  opts: {
    head?: string
    body?: string
    manifest?: Record<string, { file: string; imports?: string[] }>
    assets?: Record<string, string>
  } = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-client-'))
  mkdirSync(path.join(dir, 'assets'))
  const head = opts.head ?? `<script type="module" src="/${MINI_ENTRY}"></script>`
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${head}\n  </head>${opts.body ?? '<body></body>'}</html>`,
  )
  writeFileSync(
    path.join(dir, 'asset-manifest.json'),
    JSON.stringify({ 'index.html': { file: MINI_ENTRY, isEntry: true }, ...opts.manifest }),
  )
  for (const [file, text] of Object.entries({ [MINI_ENTRY]: 'export {}', ...opts.assets }))
    writeFileSync(path.join(dir, file), text)
  return dir
}
