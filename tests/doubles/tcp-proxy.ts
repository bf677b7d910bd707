import net from 'node:net'

/**
 * A TCP proxy the tests can cut: `down()` drops every connection and refuses new ones, as a
 * stopped database would; `up()` accepts again. The server under test connects through it.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        sockets.add(client).add(upstream)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
        client.pipe(upstream).pipe(client)
      })
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port
        server = s
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    async down() {
      // Stop accepting first, then cut what is open: close() waits for open connections to end.
      const closing = new Promise<void>((r) => (server ? server.close(() => r()) : r()))
      server = undefined
      for (const s of sockets) s.destroy()
      sockets.clear()
      await closing
    },
    up: listen,
    async close() {
      await this.down()
    },
  }
}
