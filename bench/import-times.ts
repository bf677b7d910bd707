// Start-up diagnostic (issue 8): how long importing the server's biggest dependencies and then the
// app itself takes, one after another in a fresh process run through tsx as `npm start` runs it.
// Shared dependencies count toward the first module that imports them. Prints JSON.
export {}

const started = performance.now()
const out: Record<string, number> = {}
for (const m of [
  'fastify',
  'better-auth',
  'better-auth/adapters/drizzle',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'pg-boss',
  'nodemailer',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'zod',
]) {
  const t = performance.now()
  try {
    await import(m)
  } catch {
    continue
  }
  out[m] = performance.now() - t
}
for (const [label, spec] of [
  ['src/server/app.ts (our code, transpiled by tsx)', '../src/server/app.ts'],
  ['src/server/startup.ts', '../src/server/startup.ts'],
] as const) {
  const t = performance.now()
  await import(spec)
  out[label] = performance.now() - t
}
out.total = performance.now() - started
console.log(JSON.stringify(out))
