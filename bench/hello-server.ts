// The throughput reference: Fastify's hello-world JSON route, in a process of its own.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', () => ({ hello: 'world' }))
await app.listen({ port: 0, host: '127.0.0.1' })
const addr = app.server.address()
console.log(
  `hello-world listening on http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`,
)
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.once(sig, () => void app.close())
