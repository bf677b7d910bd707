// Whether the checkout's built client (dist/client) is older than what it is built from, for
// `npm start` (scripts/start.mjs): after a pull or an edit it builds again rather than serve a
// client that no longer matches the server's answers.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** What the client is built from (the server reads src/ itself on every start). */
export const CLIENT_SOURCES = [
  'src/client',
  'src/core',
  'index.html',
  'vite.config.ts',
  'package.json',
]

/** The newest modification time (ms) of the files under `p`; 0 when it does not exist. */
function newest(p) {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = 0
  for (const e of readdirSync(p)) max = Math.max(max, newest(path.join(p, e)))
  return max
}

/** True when a file under `sources` (paths relative to `root`) is newer than the file `built`. */
export function clientIsStale(root, built, sources = CLIENT_SOURCES) {
  return Math.max(...sources.map((p) => newest(path.join(root, p)))) > statSync(built).mtimeMs
}
