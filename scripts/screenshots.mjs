// `npm run screenshots`: refreshes the README's screenshots (docs/screenshots/) from the built app.
// Runs the end-to-end tests tagged @screenshots with SCREENSHOTS_DIR pointing at docs/screenshots;
// a plain test run writes them under test-results/ instead, so it never changes tracked files.
// Extra arguments go to Playwright (e.g. `npm run screenshots -- tests/e2e/home.spec.ts`).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './lib/free-port.mjs'

const root = path.resolve(import.meta.dirname, '..')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-screenshots-'))
const r = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '--grep', '@screenshots', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SCREENSHOTS_DIR: path.join(root, 'docs', 'screenshots'),
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
      // Its own free port: the app's port + 1 may be a socket the machine already uses.
      E2E_WEATHER_PORT: process.env.E2E_WEATHER_PORT ?? String(await freePort()),
      E2E_DATA_DIR: dataDir,
    },
  },
)
rmSync(dataDir, { recursive: true, force: true })
if (r.status === 0)
  console.log('docs/screenshots refreshed; review with `git status docs/screenshots`.')
process.exit(r.status ?? 1)
