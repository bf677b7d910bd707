import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { importPrices, parseCsvPrices } from './import.ts'
import {
  announceRemainingFiles,
  loadRemainingFiles,
  loadShippedData,
  SHIPPED,
} from './market-data.startup.ts'
import { loadStatusOf } from './load-status.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'

describe('the shipped data', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase()
  })
  afterAll(() => t.close())

  it('loads the newest prices into an empty database once, before the server listens', async () => {
    const loaded = await loadShippedData(t.database)
    // The all-India December 2025 snapshot, 25,362 of its 25,490 rows (128 repeat a key once
    // names are trimmed), and snapshot.json's 687 records. history.csv, the Kerala spices and the
    // 2016–2023 history follow in the background.
    expect(loaded?.rejected).toHaveLength(128)
    expect(loaded?.rejected.every((r) => r.reason.startsWith('duplicate of record'))).toBe(true)
    expect(loaded).toMatchObject({ added: 25_362 + 687, alreadyPresent: 0 })
    expect(await loadShippedData(t.database)).toBeNull()
    const [latest] = await t.database.query<{ crops: number; newest: string }>(
      `select count(distinct commodity)::int as crops, max(arrival_date)::text as newest
       from market_price_latest`,
    )
    expect(latest!.crops).toBeGreaterThan(240)
    expect(latest!.newest).toBe('2025-12-27')
    const [lasalgaon] = await t.database.query<{ d: string; p: number }>(
      `select arrival_date::text as d, modal_price::float8 as p from market_price_latest
       where commodity = 'Onion' and market = 'Lasalgaon(Niphad)'`,
    )
    expect(lasalgaon).toEqual({ d: '2021-05-09', p: 1000 })
    // One spelling per commodity: data.gov.in's 'Bengal Gram Dal(Chana Dal)' is stored spaced.
    const spellings = await t.database.query<{ commodity: string }>(
      `select distinct commodity from market_price_latest where commodity like 'Bengal Gram Dal%'`,
    )
    expect(spellings).toEqual([{ commodity: 'Bengal Gram Dal (Chana Dal)' }])
    const files = await t.database.query<{ name: string }>(
      'select name from market_data_files where finished_at is not null order by name',
    )
    expect(files.map((f) => f.name)).toEqual(
      SHIPPED.filter((f) => f.atStart)
        .map((f) => f.name)
        .sort(),
    )
  }, 120_000)
})

describe('the background load', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase()
  })
  afterAll(() => t.close())

  const file = (name: string, lines: string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ft-bg-'))
    const p = path.join(dir, name)
    writeFileSync(p, gzipSync([HEADER, ...lines].join('\n') + '\n'))
    return { name, path: p }
  }

  it('adds a file a chunk at a time, resumes after a stop, and keeps newer latest rows', async () => {
    await importPrices(
      t.database.db,
      parseCsvPrices(`${HEADER}\n2025-12-26,Kerala,Kollam,Kollam,Banana,Nendran,3000,4000,3500\n`),
    )
    const lines = Array.from({ length: 25 }, (_, i) => {
      const d = `2023-01-${String(i + 1).padStart(2, '0')}`
      return `${d},Kerala,Kollam,Kollam,Banana,Nendran,2000,3000,${2500 + i}`
    })
    lines.push('2023-02-01,Goa,North Goa,Mapusa,Garlic(Dry),Other,5000,7000,6000')
    const f = file('small.csv.gz', lines)
    const status = loadStatusOf(t.database)
    // Before the load starts (the server not listening yet), the status names the file to come.
    await announceRemainingFiles(t.database, status, [f])
    expect(status.loading).toEqual({ file: 'small.csv.gz', rowsDone: 0, rowsTotal: 0 })
    status.loading = null
    // Stopped after the first chunk of 10 rows: the progress is saved.
    let chunks = 0
    await loadRemainingFiles(t.database, status, {
      files: [f],
      chunkRows: 10,
      stopped: () => chunks++ >= 1,
    })
    const progress = () =>
      t.database.query<{ done: number; total: number; finished: boolean }>(
        `select rows_done as done, rows_total as total, finished_at is not null as finished
         from market_data_files where name = 'small.csv.gz'`,
      )
    expect(await progress()).toEqual([{ done: 10, total: 26, finished: false }])
    expect(status.loading).toBeNull()
    // After a restart the status starts from the saved progress.
    await announceRemainingFiles(t.database, status, [f])
    expect(status.loading).toEqual({ file: 'small.csv.gz', rowsDone: 10, rowsTotal: 26 })
    // A restart resumes after the saved chunk.
    await loadRemainingFiles(t.database, status, { files: [f], chunkRows: 10 })
    expect(await progress()).toEqual([{ done: 26, total: 26, finished: true }])
    const [n] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from market_prices where commodity = 'Banana'`,
    )
    expect(n!.n).toBe(26)
    // The latest row stays the newer one already held; a new key gets its own.
    const latest = await t.database.query<{ commodity: string; d: string }>(
      `select commodity, arrival_date::text as d from market_price_latest order by commodity`,
    )
    expect(latest).toEqual([
      { commodity: 'Banana', d: '2025-12-26' },
      { commodity: 'Garlic (Dry)', d: '2023-02-01' },
    ])
    expect(status.generation).toBeGreaterThan(0)
    // Finished files are skipped.
    const before = status.generation
    await loadRemainingFiles(t.database, status, { files: [f], chunkRows: 10 })
    expect(status.generation).toBe(before)
    // Nothing left: nothing is announced.
    await announceRemainingFiles(t.database, status, [f])
    expect(status.loading).toBeNull()
  })

  it('counts and loads a record whose quoted cell spans two lines as one row', async () => {
    const f = file('quoted.csv.gz', [
      '2024-03-01,Kerala,Idukki,"Kattappana, Idukki",Cardamom,"Small\nbold",150000,180000,165000',
      '2024-03-02,Kerala,Idukki,"Kattappana, Idukki",Cardamom,"Small\nbold",150000,180000,166000',
      '2024-03-03,Kerala,Idukki,"Kattappana, Idukki",Cardamom,"Small\nbold",150000,180000,167000',
    ])
    await loadRemainingFiles(t.database, loadStatusOf(t.database), { files: [f], chunkRows: 2 })
    const [progress] = await t.database.query<{ done: number; total: number }>(
      `select rows_done as done, rows_total as total from market_data_files where name = $1`,
      [f.name],
    )
    expect(progress).toEqual({ done: 3, total: 3 })
    const rows = await t.database.query<{ market: string; variety: string }>(
      `select market, variety from market_prices where commodity = 'Cardamom'`,
    )
    expect(rows).toEqual(Array(3).fill({ market: 'Kattappana, Idukki', variety: 'Small bold' }))
  })
})

describe('the background load, file by file', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase()
  })
  afterAll(() => t.close())

  it('lets forecasts use each file as soon as it is in, not after the last', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ft-bg-'))
    const file = (name: string, line: string) => {
      const p = path.join(dir, name)
      writeFileSync(p, gzipSync(`${HEADER}\n${line}\n`))
      return { name, path: p }
    }
    const status = loadStatusOf(t.database)
    const seen: number[] = []
    const first = file('first.csv.gz', '2026-10-06,Maharashtra,Nashik,Nasik,Onion,,,,2000')
    // The second file's rows are counted only once the first is in: the generation has moved.
    const second = {
      name: 'second.csv.gz',
      get path() {
        seen.push(status.generation)
        return file('second.csv.gz', '2026-10-06,Maharashtra,Nashik,Nasik,Tomato,,,,1500').path
      },
    }
    const before = status.generation
    await loadRemainingFiles(t.database, status, { files: [first, second] })
    expect(seen).toEqual([before + 1])
    expect(status.generation).toBe(before + 2)
  })
})
