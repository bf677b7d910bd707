// Writes .br and .gz beside every compressible file of the built client, so the server sends them
// as they are (@fastify/static preCompressed) instead of compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(p)
    else if (compressible.test(entry.name)) yield p
  }
}

let count = 0
for await (const file of files(root)) {
  const data = await readFile(file)
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }))
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count++
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`)
