import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { RAZORPAY_TEST_KEYS } from './tests/doubles/razorpay/server.ts'

// scripts/test.mjs sets E2E_PORT (a free port) and CHROMIUM_PATH; run alone, we pick them here.
// Workers load this file again: what is chosen here goes into process.env so they agree.
process.env.E2E_PORT ??= String(4000 + Math.floor(Math.random() * 1000))
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'farmtrek-e2e-'))
// The server builds the current client into this run's own directory (scripts/start.mjs), so
// parallel runs never share a half-written dist/.
process.env.E2E_CLIENT_DIST ??= path.join(process.env.E2E_DATA_DIR, 'client')
const port = Number(process.env.E2E_PORT)
// The weather stub (tests/e2e/stubs/open-meteo-stub.mjs) answers as Open-Meteo: the dashboard's
// weather runs end to end without the internet.
process.env.E2E_WEATHER_PORT ??= String(port + 1)
const weatherUrl = `http://127.0.0.1:${process.env.E2E_WEATHER_PORT}`
// The Razorpay stand-in (tests/e2e/stubs/razorpay-stub.ts): online payments run end to end, its
// Checkout page standing in for Razorpay's.
process.env.E2E_RAZORPAY_PORT ??= String(port + 2)
const razorpayUrl = `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`
// The SMS gateway stand-in (tests/e2e/stubs/sms-stub.mjs): the app sends every SMS to it, and
// tests read codes from it as the phone would (fixtures.ts: smsCode). Its own free port, asked
// of the system (this file is synchronous, hence the child process), unless given.
process.env.E2E_SMS_PORT ??= spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    "import { freePort } from './scripts/lib/free-port.mjs'; console.log(await freePort())",
  ],
  { cwd: import.meta.dirname, encoding: 'utf8' },
).stdout.trim()
const smsUrl = `http://127.0.0.1:${process.env.E2E_SMS_PORT}`
// The mail server stand-in (tests/e2e/stubs/mail-stub.mjs): every email goes to it over SMTP,
// and tests read reset links from its inbox over HTTP (fixtures.ts: mailTo).
const freePortNow = () =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { freePort } from './scripts/lib/free-port.mjs'; console.log(await freePort())",
    ],
    { cwd: import.meta.dirname, encoding: 'utf8' },
  ).stdout.trim()
process.env.E2E_SMTP_PORT ??= freePortNow()
process.env.E2E_MAIL_PORT ??= freePortNow()
const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`
const dataDir = process.env.E2E_DATA_DIR
const baseURL = `http://localhost:${port}`
const E2E_OPERATOR = { email: 'e2e-operator@farmtrek.test', password: 'steady-harvest-73' }
const operatorFile = path.join(dataDir, 'e2e-operator.txt')
process.env.E2E_OPERATOR_FILE = operatorFile
process.env.E2E_BASE_URL = baseURL

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node tests/e2e/stubs/open-meteo-stub.mjs ${process.env.E2E_WEATHER_PORT}`,
      url: `${weatherUrl}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx tests/e2e/stubs/razorpay-stub.ts ${process.env.E2E_RAZORPAY_PORT} ${baseURL}/api/payments/webhook/razorpay`,
      url: `${razorpayUrl}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/e2e/stubs/sms-stub.mjs ${process.env.E2E_SMS_PORT}`,
      url: `${smsUrl}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/e2e/stubs/mail-stub.mjs ${process.env.E2E_SMTP_PORT} ${process.env.E2E_MAIL_PORT}`,
      url: `${mailUrl}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // An operator for the specs that need one (problem-refund), made before the server takes
      // the embedded database: its TOTP secret is written beside the data (E2E_OPERATOR_FILE).
      command: `node --import tsx src/server/cli/operator-create.ts --email ${E2E_OPERATOR.email} --name "E2E Operator" --password ${E2E_OPERATOR.password} > "${operatorFile}" && node scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIST: process.env.E2E_CLIENT_DIST,
        LOG_LEVEL: 'warn',
        // Every spec registers users from 127.0.0.1; the limit has its own route test.
        REGISTER_MAX_PER_IP: '100000',
        // Every registration sends a code, counted per address: all of them come from here.
        PHONE_CODES_PER_IP: '100000',
        // The lockout spec sends its own X-Forwarded-For, so its per-IP failures stay its own.
        TRUST_PROXY: 'true',
        PUBLIC_URL: baseURL,
        OPEN_METEO_GEOCODING_URL: weatherUrl,
        OPEN_METEO_URL: weatherUrl,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
        RAZORPAY_URL: razorpayUrl,
        RAZORPAY_CHECKOUT_URL: `${razorpayUrl}/v1/checkout.js`,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `${smsUrl}/sms`,
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        EMAIL_FROM: 'FarmTrek <no-reply@farmtrek.test>',
        ...(process.env.E2E_ENV ? (JSON.parse(process.env.E2E_ENV) as Record<string, string>) : {}),
      },
    },
  ],
})
