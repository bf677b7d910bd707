// The outside services nodes call (SMS webhook, data.gov.in), as one recording server.
import http from 'node:http'
import net from 'node:net'

/**
 * Stands in for the outside services nodes call, recording every request: the SMS webhook
 * (SMS_PROVIDER=webhook: `POST /sms {phoneNumber, message}`) and data.gov.in (`GET /resource/…`,
 * answered with an empty page).
 */
export async function startOutsideServices() {
  const sms: Array<{ phoneNumber: string; message: string; at: number }> = []
  const dataGov: Array<{ url: string; at: number }> = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.method === 'POST' && req.url === '/sms') {
        try {
          sms.push({ ...JSON.parse(body), at: Date.now() })
        } catch {
          // not JSON: answered anyway; the test's counts show it
        }
        res.end('{"ok":true}')
      } else if (req.method === 'GET' && req.url?.startsWith('/resource/')) {
        dataGov.push({ url: req.url, at: Date.now() })
        res.end('{"records":[],"total":0,"count":0,"limit":"4000","offset":"0"}')
      } else {
        res.statusCode = 404
        res.end('{"error":"not found"}')
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const { port } = server.address() as net.AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    sms,
    dataGov,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
