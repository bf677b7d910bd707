// A FarmTrek node as a real process, started as `npm start` starts it.
import { spawn, type ChildProcess } from 'node:child_process'
import { root, delay } from './machine.ts'

/** A FarmTrek server process: `node scripts/start.mjs`, as `npm start` runs it. */
export class AppNode {
  readonly url: string
  output = ''
  private child: ChildProcess | undefined
  private exited: Promise<void> | undefined

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`
  }

  start() {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        ...this.env,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (d) => (this.output += d))
    child.stderr.on('data', (d) => (this.output += d))
    this.exited = new Promise((r) => child.once('exit', () => r()))
    this.child = child
  }

  async waitReady(timeoutMs: number) {
    const until = Date.now() + timeoutMs
    while (Date.now() < until) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) {
        throw new Error(`node ${this.name} exited with ${this.child.exitCode}:\n${this.output}`)
      }
      try {
        const r = await fetch(`${this.url}/api/health`)
        if (r.status === 200) return
      } catch {
        // not listening yet
      }
      await delay(250)
    }
    throw new Error(`node ${this.name} not ready in ${timeoutMs} ms:\n${this.output}`)
  }

  /** SIGKILL: no graceful shutdown, open connections drop. */
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return
    this.child.kill(signal)
    await this.exited
  }
}
