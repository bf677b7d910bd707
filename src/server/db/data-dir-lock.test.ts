import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('embedded database ownership', () => {
  it('refuses a second opener of DATA_DIR, and lets one in after close', async () => {
    const first = await openDatabase({ dataDir: dir })
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /Another FarmTrek process \(pid \d+\) is using the embedded database/,
    )
    await first.close()
    const again = await openDatabase({ dataDir: dir })
    await again.close()
  })

  it('takes over a pid file left by a process that died', async () => {
    writeFileSync(path.join(dir, 'farmtrek.pid'), '2147483646')
    const db = await openDatabase({ dataDir: dir })
    expect((await db.query<{ one: number }>('select 1 as one'))[0]!.one).toBe(1)
    await db.close()
  })
})
