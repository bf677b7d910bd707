// `npm run db:seed -- --demo`: demo farmer and buyer accounts, listings and orders. The accounts
// are written directly, marked `seeded` and given numbers from the made-up range, so the outbox
// never sends them anything (not even a welcome); the listings and orders are made through the
// real API routes (app.inject) so they obey every rule the app does. Safe to run twice.
// `--catalogue` (also part of --demo): a password for the catalogue's farmer accounts, so a person
// can log in as the farmer of a catalogue item and move its orders; the logins are printed.
import { randomBytes } from 'node:crypto'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { madeUpPhone } from '#core/notifications/sms-budget.ts'
import { setCatalogueFarmerPasswords } from '#server/db/catalogue-sync.ts'
import { ensureSeededAccount } from '#server/db/seeded-accounts.ts'
import { buildApp } from '#server/app.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { cliArgs } from './args.ts'
import { openForCli } from './open.ts'

const USAGE = `Usage: npm run db:seed -- --demo | --catalogue [--password TEXT]
  --demo        add the demo accounts, listings and orders (safe to run twice), and --catalogue
  --catalogue   give the catalogue's farmer accounts a password and print their logins
  --password    that password (default: the demo password with --demo, else a new random one)`

const { values } = cliArgs(
  {
    args: process.argv.slice(2),
    options: {
      demo: { type: 'boolean', default: false },
      catalogue: { type: 'boolean', default: false },
      password: { type: 'string' },
    },
  },
  USAGE,
)
if (!values.demo && !values.catalogue) {
  console.error(USAGE)
  process.exit(1)
}

const { env, database } = await openForCli()
const password =
  values.password ?? (values.demo ? 'farmtrek-demo-2024' : randomBytes(9).toString('base64url'))

if (!values.demo) {
  const logins = await setCatalogueFarmerPasswords(database.db, password)
  printCatalogueLogins(logins)
  await database.close()
  process.exit(0)
}

function printCatalogueLogins(logins: Array<{ name: string; email: string }>) {
  console.log(
    `The catalogue's ${logins.length} farmers log in at ${env.publicUrl}/login with password "${password}":`,
  )
  for (const l of logins) console.log(`  ${l.email.padEnd(40)} ${l.name}`)
}
const app = await buildApp({ env: { ...env, LOG_LEVEL: 'warn' }, database, logger: false })
await app.ready()

// The numbers match the ones migration 0014 gave demo accounts made before it.
const accounts = [
  {
    id: 'demo-farmer',
    name: 'Ramesh Patil',
    email: 'farmer@farmtrek.demo',
    role: 'farmer',
    location: 'Nashik, Maharashtra',
    phone: madeUpPhone(90001),
  },
  {
    id: 'demo-farmer2',
    name: 'Lakshmi Iyer',
    email: 'farmer2@farmtrek.demo',
    role: 'farmer',
    location: 'Coimbatore, Tamil Nadu',
    phone: madeUpPhone(90002),
  },
  {
    id: 'demo-buyer',
    name: 'Anita Sharma',
    email: 'buyer@farmtrek.demo',
    role: 'buyer',
    location: 'Pune, Maharashtra',
    phone: madeUpPhone(90003),
  },
] as const

async function session(a: (typeof accounts)[number]): Promise<string> {
  await ensureSeededAccount(database.db, { ...a, password })
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: a.email, password },
  })
  if (login.statusCode !== 200) throw new Error(`cannot log in ${a.email}: ${login.body}`)
  return cookieFrom(login.headers['set-cookie'])
}

const [farmer, farmer2, buyer] = [
  await session(accounts[0]),
  await session(accounts[1]),
  await session(accounts[2]),
]

const listings: Array<[string, string, string, number, number]> = [
  [farmer, farmer, 'Onion', 28.5, 800],
  [farmer, farmer, 'Tomato', 22, 500],
  [farmer, farmer, 'Grapes', 95, 200],
  [farmer2, farmer2, 'Turmeric', 140, 150],
  [farmer2, farmer2, 'Coconut', 35, 400],
]
const existing = await app.inject({ url: '/api/listings/mine', headers: { cookie: farmer } })
let made = 0
if (existing.statusCode === 200 && existing.json<{ total: number }>().total === 0) {
  for (const [cookie, , productName, price, quantity] of listings) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie },
      payload: { productName, price, quantity },
    })
    if (r.statusCode === 201) made++
    else console.warn(`listing ${productName}: ${r.statusCode} ${r.body}`)
  }
}

let ordered = 0
const live = await app.inject({ url: '/api/listings' })
if (made > 0 && live.statusCode === 200) {
  const items = live.json<{
    items: Array<{ id: string; productName: string; pricePaise: number }>
  }>().items
  for (const [i, item] of items.slice(0, 3).entries()) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer },
      payload: {
        lines: [
          // The prices shown to the buyer, as the web client sends them.
          {
            kind: 'listing',
            productId: item.id,
            quantityKg: 10 + i * 5,
            seenPricePaise: item.pricePaise,
          },
          { kind: 'catalogue', catalogueId: i, seenPricePaise: CATALOGUE[i]?.pricePaise },
        ],
        delivery: {
          fullName: 'Anita Sharma',
          address: '12 FC Road, Shivajinagar, Pune 411005',
          phone: '9890012345',
        },
        // UPI needs a payment gateway (PAYMENT_PROVIDER); without one every demo order is COD.
        payment: i === 0 || env.PAYMENT_PROVIDER === 'none' ? 'COD' : 'UPI',
        idempotencyKey: `demo-order-${i}`,
      },
    })
    if (r.statusCode === 201 || r.statusCode === 200) ordered++
    else console.warn(`order ${item.productName}: ${r.statusCode} ${r.body}`)
  }
}

console.log(`Demo data ready (${made} listings and ${ordered} orders added).`)
console.log(`Log in at ${env.publicUrl}/login with password "${password}":`)
for (const a of accounts) console.log(`  ${a.role.padEnd(6)}  ${a.email}`)
printCatalogueLogins(await setCatalogueFarmerPasswords(database.db, password))
await app.close()
await database.close()
