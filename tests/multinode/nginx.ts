// A real nginx with the documented config: the template rendered, a self-signed certificate, the
// process in the foreground.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { delay } from './machine.ts'

/** Replaces `${NAME}` for each given name; nginx's own `$variables` stay. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  let out = template
  for (const [k, v] of Object.entries(vars)) out = out.replaceAll('${' + k + '}', v)
  const left = /\$\{FARMTREK_[A-Z0-9_]+\}/.exec(out)
  if (left) throw new Error(`template variable ${left[0]} has no value`)
  return out
}

/** A self-signed certificate for 127.0.0.1 and localhost. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'tls.crt')
  const key = path.join(dir, 'tls.key')
  const r = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (r.status !== 0) {
    throw new Error(
      `openssl could not make a test certificate (apt-get install openssl): ${r.stderr ?? r.error}`,
    )
  }
  return { cert, key }
}

/** nginx in the foreground with everything (logs, temp files, pid) under `dir`. */
export class Nginx {
  private child: ChildProcess | undefined
  output = ''

  constructor(
    private readonly bin: string,
    readonly dir: string,
    private readonly siteConf: string,
  ) {}

  get accessLog() {
    return path.join(this.dir, 'access.log')
  }

  start() {
    mkdirSync(path.join(this.dir, 'logs'), { recursive: true })
    writeFileSync(path.join(this.dir, 'farmtrek.conf'), this.siteConf)
    const d = this.dir
    writeFileSync(
      path.join(d, 'nginx.conf'),
      [
        'worker_processes 1;',
        `error_log ${d}/error.log warn;`,
        'events { worker_connections 512; }',
        'http {',
        // Which node served each request, for the report.
        "  log_format farmtrek '$request_method $uri $status upstream=$upstream_addr ms=$request_time';",
        `  access_log ${d}/access.log farmtrek;`,
        `  client_body_temp_path ${d}/client_body;`,
        `  proxy_temp_path ${d}/proxy;`,
        `  fastcgi_temp_path ${d}/fastcgi;`,
        `  uwsgi_temp_path ${d}/uwsgi;`,
        `  scgi_temp_path ${d}/scgi;`,
        `  include ${d}/farmtrek.conf;`,
        '}',
        '',
      ].join('\n'),
    )
    const test = spawnSync(
      this.bin,
      ['-t', '-p', d, '-e', `${d}/error.log`, '-c', `${d}/nginx.conf`, '-g', `pid ${d}/nginx.pid;`],
      {
        encoding: 'utf8',
      },
    )
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`)
    this.child = spawn(
      this.bin,
      [
        '-p',
        d,
        '-e',
        `${d}/error.log`,
        '-c',
        `${d}/nginx.conf`,
        '-g',
        `daemon off; pid ${d}/nginx.pid;`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    this.child.stdout!.on('data', (x) => (this.output += x))
    this.child.stderr!.on('data', (x) => (this.output += x))
  }

  async stop() {
    const c = this.child
    if (!c || c.exitCode !== null) return
    const exited = new Promise((r) => c.once('exit', r))
    c.kill('SIGQUIT')
    await Promise.race([exited, delay(5000).then(() => c.kill('SIGKILL'))])
  }

  private readAccessLog(): string {
    try {
      return readFileSync(this.accessLog, 'utf8')
    } catch {
      return ''
    }
  }

  /** The upstream address(es) of each logged request: two when nginx moved on to the next node. */
  upstreams(): string[][] {
    return [...this.readAccessLog().matchAll(/upstream=(.*?) ms=/g)].map((m) =>
      m[1]!.split(/,\s*/).filter((a) => a && a !== '-'),
    )
  }

  /** The status nginx answered each logged request with. */
  statuses(): number[] {
    return [...this.readAccessLog().matchAll(/^\S+ \S+ (\d{3}) /gm)].map((m) => Number(m[1]))
  }

  /** Requests per upstream address in the access log. */
  upstreamCounts(): Record<string, number> {
    const counts: Record<string, number> = {}
    for (const addrs of this.upstreams()) for (const a of addrs) counts[a] = (counts[a] ?? 0) + 1
    return counts
  }
}
