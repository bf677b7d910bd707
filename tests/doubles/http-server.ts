// Test-only: small HTTP/TCP servers on 127.0.0.1 that stand in for outside providers (SMS, email, weather, …).
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import { createServer as createTcpServer } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface TestHttpServer {
  /** http://127.0.0.1:{port} */
  url: string
  requests: RecordedRequest[]
  close: () => Promise<void>
}

/**
 * An HTTP server on a free port that records each request (with its whole body) and then lets
 * `handle` answer. A handler that never answers simulates a provider that hangs; close() cuts
 * such connections.
 */
export async function startHttpServer(
  handle: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      handle(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export function sendText(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(body)
}

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
export async function startSilentTcpServer(): Promise<{
  port: number
  close: () => Promise<void>
}> {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function unusedPort(): Promise<number> {
  const server = createTcpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Runs `fn` and returns the error it rejects with; fails if it resolves. */
export async function rejectionOf(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to reject, but it resolved')
}
