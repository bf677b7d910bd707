import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

/**
 * Serves a built directory the way the app's server does (pre-compressed .br/.gz files, index.html
 * for unknown paths), for the page-weight reference.
 */
export async function serveStatic(
  root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false })
  await app.register(fastifyStatic, { root, preCompressed: true, index: false })
  app.setNotFoundHandler((_req, reply) => reply.sendFile('index.html'))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const port = typeof addr === 'object' && addr ? addr.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() }
}
