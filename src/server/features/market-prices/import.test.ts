import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseCsv } from '#server/lib/csv.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import {
  importPrices,
  parseCsvPrices,
  parseDataGovRecords,
  PriceFileError,
  readPriceFile,
} from './import.ts'

const HEADER = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'
const GOOD = [
  '2021-05-07,Maharashtra,Pune,Pune,Onion,Local,900,1400,1200',
  '2021-05-08,Maharashtra,Pune,Pune,Onion,Local,1000,1500,1250',
  '2021-05-08,Karnataka,Kolar,Kolar,Tomato,Tomato,,,640',
  '2021-05-09,Gujarat,Surat,Surat,Potato,Other,1600,2125,1862.5',
  '2021-05-09,Uttar Pradesh,"Hathras, Sasni",Sasni,Potato,Desi,800,900,850',
]
const BAD: Array<[string, string]> = [
  ['2021-02-31,Maharashtra,Pune,Pune,Onion,Local,900,1400,1200', "bad date '2021-02-31'"],
  ['2021-05-10,Maharashtra,Pune,Pune,Onion,Local,900,1400,', 'missing price (modal)'],
  ['2021-05-10,Maharashtra,Pune,Pune,Onion,Local,1500,1400,1450', 'min > max (1500 > 1400)'],
  ['2021-05-10,Maharashtra,Pune,Pune,Onion,Local,900,1400,abc', 'modal price is not a number'],
  ['2021-05-10,Maharashtra,Pune,Pune,Onion,Local,900,1400,0', 'modal price is not above zero'],
  ['2021-05-10,,Pune,Pune,Onion,Local,900,1400,1200', 'missing state'],
  ['2021-05-10,Maharashtra,Pune,,Onion,Local,900,1400,1200', 'missing market'],
  ['2021-05-10,Maharashtra,Pune,Pune,,Local,900,1400,1200', 'missing commodity'],
  ['2021-05-10,Maharashtra,Pune,Pune,Onion', 'has 5 cells, the header 9'],
]
const csv = (lines: string[]) => [HEADER, ...lines].join('\n') + '\n'

describe('CSV parsing', () => {
  it('splits quoted cells with commas and escaped quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ])
  })

  it('reads good rows in history.csv columns', () => {
    const { records, rejected } = parseCsvPrices(csv(GOOD))
    expect(rejected).toEqual([])
    expect(records.map((r) => r.at)).toEqual([2, 3, 4, 5, 6])
    expect(records[2]!.value).toMatchObject({
      commodity: 'Tomato',
      minPrice: null,
      maxPrice: null,
      modalPrice: 640,
    })
    expect(records[3]!.value.modalPrice).toBe(1862.5)
    expect(records[4]!.value.district).toBe('Hathras, Sasni')
  })

  it.each(BAD)('rejects %s: %s', (line, reason) => {
    const { records, rejected } = parseCsvPrices(csv([GOOD[0]!, line]))
    expect(records).toHaveLength(1)
    expect(rejected).toEqual([{ at: 3, reason }])
  })

  it('refuses a file without the needed columns', () => {
    expect(() => parseCsvPrices('when,where\n2021-01-01,Pune\n')).toThrow(PriceFileError)
    expect(() => parseCsvPrices('when,where\n')).toThrow(
      /date, state, market, commodity, modal_price/,
    )
  })
})

describe('data.gov.in records', () => {
  it('reads string prices and dd/mm/yyyy dates, rejecting malformed records with reasons', () => {
    const { records, rejected } = parseDataGovRecords([
      {
        state: 'Maharashtra',
        district: 'Satara',
        market: 'Vai',
        commodity: 'Tomato',
        variety: 'Local',
        grade: 'FAQ',
        arrival_date: '09/05/2021',
        min_price: '500',
        max_price: '1000',
        modal_price: '750',
      },
      'not a record',
      {
        state: 'Maharashtra',
        market: 'Vai',
        commodity: 'Onion',
        arrival_date: '2021/05/09',
        modal_price: '700',
      },
      {
        state: 'Maharashtra',
        market: 'Vai',
        commodity: 'Onion',
        arrival_date: '09/05/2021',
        modal_price: null,
      },
    ])
    expect(records).toEqual([
      {
        at: 1,
        value: {
          arrivalDate: '2021-05-09',
          state: 'Maharashtra',
          district: 'Satara',
          market: 'Vai',
          commodity: 'Tomato',
          variety: 'Local',
          grade: 'FAQ',
          minPrice: 500,
          maxPrice: 1000,
          modalPrice: 750,
        },
      },
    ])
    expect(rejected).toEqual([
      { at: 2, reason: 'not an object' },
      { at: 3, reason: "bad date '2021/05/09'" },
      { at: 4, reason: 'missing price (modal)' },
    ])
  })
})

describe('reading files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ft-import-'))
  it('reads gzip-compressed CSV and JSON by their content', async () => {
    const c = path.join(dir, 'prices.csv.gz')
    writeFileSync(c, gzipSync(csv(GOOD)))
    const j = path.join(dir, 'prices.json')
    writeFileSync(
      j,
      JSON.stringify({
        records: [
          {
            state: 'Punjab',
            market: 'Patti',
            commodity: 'Potato',
            arrival_date: '01/05/2021',
            modal_price: '700',
          },
        ],
        total: 1,
      }),
    )
    const a = await readPriceFile(c)
    expect(a.format).toBe('csv')
    expect(a.parsed.records).toHaveLength(5)
    const b = await readPriceFile(j)
    expect(b.format).toBe('json')
    expect(b.parsed.records[0]!.value).toMatchObject({ market: 'Patti', arrivalDate: '2021-05-01' })
  })

  it('streams a CSV whose quoted cells hold a line break and a comma, counting lines', async () => {
    const c = path.join(dir, 'quoted.csv.gz')
    const text = [
      HEADER,
      '2021-05-09,Uttar Pradesh,"Hathras, Sasni",Sasni,Potato,"Desi\nbold",800,900,850',
      '2021-05-10,Maharashtra,Pune,Pune,Onion,Local,900,1400,abc',
      '2021-05-10,Maharashtra,Pune,Pune,Onion,Local,900,1400,1200',
    ].join('\r\n')
    writeFileSync(c, gzipSync(text))
    const { format, parsed } = await readPriceFile(c)
    expect(format).toBe('csv')
    expect(parsed.records.map((r) => r.at)).toEqual([2, 5])
    expect(parsed.records[0]!.value).toMatchObject({
      district: 'Hathras, Sasni',
      variety: 'Desi bold', // a line break inside a name reads as a space
      modalPrice: 850,
    })
    // The row after the two-line record is line 4 of the file.
    expect(parsed.rejected).toEqual([{ at: 4, reason: 'modal price is not a number' }])
    expect(parseCsvPrices(text)).toEqual(parsed)
  })

  it('says when a CSV is not CSV or lacks the needed columns', async () => {
    const broken = path.join(dir, 'broken.csv')
    writeFileSync(broken, `${HEADER}\n2021-05-09,Goa,"North Goa,Mapusa\n`)
    await expect(readPriceFile(broken)).rejects.toThrow(PriceFileError)
    await expect(readPriceFile(broken)).rejects.toThrow(/not valid CSV/)
    const other = path.join(dir, 'other.csv.gz')
    writeFileSync(other, gzipSync('when,where\n2021-01-01,Pune\n'))
    await expect(readPriceFile(other)).rejects.toThrow(/date, state, market, commodity/)
    const empty = path.join(dir, 'empty.csv')
    writeFileSync(empty, '')
    await expect(readPriceFile(empty)).rejects.toThrow(/modal_price column/)
  })

  it('says when JSON is not a data.gov.in response', async () => {
    const j = path.join(dir, 'other.json')
    writeFileSync(j, '{"rows": []}')
    await expect(readPriceFile(j)).rejects.toThrow(/no "records" list/)
  })
})

describe('importing', () => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.database.db.execute(sql`truncate market_prices, market_price_latest`)
  })
  const count = async (table: string) =>
    (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n

  it('adds good rows, reports rejected ones, and is idempotent', async () => {
    const parsed = parseCsvPrices(csv([...GOOD, BAD[2]![0]]))
    const first = await importPrices(t.database.db, parsed, { batchSize: 2 })
    expect(first).toEqual({
      added: 5,
      updated: 0,
      alreadyPresent: 0,
      rejected: [{ at: 7, reason: 'min > max (1500 > 1400)' }],
    })
    const second = await importPrices(t.database.db, parsed, { batchSize: 2 })
    expect(second).toMatchObject({ added: 0, updated: 0, alreadyPresent: 5 })
    expect(await count('market_prices')).toBe(5)
  })

  it('updates a row whose prices changed and counts it apart', async () => {
    await importPrices(t.database.db, parseCsvPrices(csv(GOOD)))
    const changed = GOOD[1]!.replace(/1250$/, '1300')
    const r = await importPrices(t.database.db, parseCsvPrices(csv([GOOD[0]!, changed])))
    expect(r).toMatchObject({ added: 0, updated: 1, alreadyPresent: 1 })
    const [row] = await t.database.query<{ p: number }>(
      `select modal_price::float8 as p from market_price_latest where market = 'Pune'`,
    )
    expect(row!.p).toBe(1300)
  })

  it('rejects a key repeated within one file', async () => {
    const r = await importPrices(
      t.database.db,
      parseCsvPrices(csv([GOOD[0]!, GOOD[0]!.replace('1200', '1210')])),
    )
    expect(r.added).toBe(1)
    expect(r.rejected).toEqual([
      { at: 3, reason: 'duplicate of record 2 (same date, market, crop, variety, grade)' },
    ])
  })

  it('keeps each (crop, market) at its latest date in the latest table', async () => {
    // Older rows arriving after newer ones must not replace them.
    await importPrices(t.database.db, parseCsvPrices(csv([GOOD[1]!])))
    await importPrices(t.database.db, parseCsvPrices(csv([GOOD[0]!, ...GOOD.slice(2)])))
    const rows = await t.database.query<{ market: string; d: string }>(
      `select market, arrival_date::text as d from market_price_latest order by market`,
    )
    expect(rows).toEqual([
      { market: 'Kolar', d: '2021-05-08' },
      { market: 'Pune', d: '2021-05-08' },
      { market: 'Sasni', d: '2021-05-09' },
      { market: 'Surat', d: '2021-05-09' },
    ])
  })
})
