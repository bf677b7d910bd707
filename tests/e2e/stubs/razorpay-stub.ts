// The local Razorpay stand-in for the browser tests: `node --import tsx tests/e2e/stubs/razorpay-stub.ts
// PORT WEBHOOK_URL`. Serves the API subset and a stand-in Checkout script; a buyer's payment at
// that Checkout is signed as Razorpay signs it and announced to WEBHOOK_URL as a signed webhook.
import { startRazorpayTestServer } from '../../doubles/razorpay/server.ts'

const [port, webhookUrl] = process.argv.slice(2)
const server = await startRazorpayTestServer({ port: Number(port) })
server.webhookUrl = webhookUrl ?? null
console.log(`Razorpay stand-in at ${server.url}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
