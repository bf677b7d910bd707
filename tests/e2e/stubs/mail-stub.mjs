// E2E only: a mail server behind the app's SMTP provider (EMAIL_PROVIDER=smtp). It takes each
// message over SMTP on the first port and keeps it; tests read an address's messages back over
// HTTP on the second port with GET /mail?to=someone@example.in (oldest first), the way the
// person would open their inbox: a reset link is never read from the app itself.
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.argv[2])
const httpPort = Number(process.argv[3])
/** Every message received, in order of arrival: { to, raw, at }. */
const received = []
const MAX_KEPT = 5_000

const smtp = new SMTPServer({
  hideSTARTTLS: true,
  authOptional: true,
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        at: new Date().toISOString(),
      })
      if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT)
      callback(null, 'Queued')
    })
  },
})
smtp.listen(smtpPort, '127.0.0.1')

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') return json(res, 200, { ok: true })
  if (url.pathname === '/mail' && req.method === 'GET') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase()
    return json(res, 200, { messages: received.filter((m) => m.to.includes(to)) })
  }
  json(res, 404, { error: 'Not found' })
}).listen(httpPort, '127.0.0.1')
