// E2E only: an SMS gateway behind the app's webhook provider (SMS_PROVIDER=webhook). It takes the
// provider's request (POST /sms, JSON {phoneNumber, message}, Idempotency-Key header), keeps
// it, and answers 200 with an id, as a gateway does. Tests read a number's messages back with
// GET /sms?to=+91XXXXXXXXXX (oldest first, newest last), the way the phone would receive them:
// a code is never read from the app itself.
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? process.argv[2])
/** Every message received, in order of arrival. */
const received = []
// A test server: a cap keeps a long run from growing without end.
const MAX_KEPT = 20_000
const MAX_BODY = 64 * 1024

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') return json(res, 200, { ok: true })
  if (url.pathname === '/sms' && req.method === 'GET') {
    const to = url.searchParams.get('to') ?? ''
    return json(res, 200, { messages: received.filter((m) => m.phoneNumber === to) })
  }
  if (url.pathname === '/sms' && req.method === 'POST') {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      body += chunk
      if (body.length > MAX_BODY) req.destroy()
    })
    req.on('end', () => {
      let parsed
      try {
        parsed = JSON.parse(body)
      } catch {
        return json(res, 400, { error: 'Body must be JSON' })
      }
      const { phoneNumber, message } = parsed ?? {}
      if (typeof phoneNumber !== 'string' || typeof message !== 'string')
        return json(res, 400, { error: 'phoneNumber and message are required' })
      const key = req.headers['idempotency-key']
      // A repeat of a message already taken (a retry after a lost answer) reaches no phone twice.
      const earlier = typeof key === 'string' && received.find((m) => m.idempotencyKey === key)
      if (earlier) return json(res, 200, { success: true, sid: earlier.id })
      const id = `sms-${received.length + 1}`
      received.push({
        id,
        phoneNumber,
        message,
        idempotencyKey: typeof key === 'string' ? key : null,
        at: new Date().toISOString(),
      })
      if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT)
      json(res, 200, { success: true, sid: id })
    })
    return
  }
  json(res, 404, { error: 'Not found' })
}).listen(port, '127.0.0.1')
