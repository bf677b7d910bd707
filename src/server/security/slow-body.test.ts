import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

// A client that sends its body a byte at a time (or never finishes it) must not hold a socket
// open forever: after REQUEST_TIMEOUT the server answers 408 and closes the connection.
let t: TestApp
let port: number
beforeAll(async () => {
  t = await buildTestApp({ REQUEST_TIMEOUT: '1s' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

/** Sends the headers and part of the body, then nothing; resolves with what came back. */
function stall(path: string): Promise<{ text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (d: string) => (text += d))
    socket.on('error', reject)
    socket.on('close', () => resolve({ text }))
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":`,
    )
    // Give up long before a test timeout if the server never closes.
    setTimeout(() => socket.destroy(), 15_000).unref()
  })
}

describe('slow request bodies', () => {
  it('answers 408 and closes the socket once REQUEST_TIMEOUT has passed', async () => {
    const { text } = await stall('/api/contact')
    expect(text).toMatch(/^HTTP\/1\.1 408/)
  })

  it('leaves a request that arrives in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })
})
