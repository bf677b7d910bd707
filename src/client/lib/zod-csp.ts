/**
 * zod 4 probes `new Function('')` the first time it parses an object, to pick its JIT parser. Our
 * Content-Security-Policy has no 'unsafe-eval', so the browser reports a CSP violation for that
 * probe (a DevTools issue that costs Lighthouse's best-practices score), even though zod
 * catches the error. `jitless` skips the probe. zod reads its settings from this global, so the
 * setting costs no zod import on pages that never load zod. Imported first by main.tsx.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true })
