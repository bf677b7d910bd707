// Arrivals (tonnes a market received) where a source publishes them: an Agmarknet report export's
// 'Arrivals (Tonnes)' column is imported, kept and answered beside the price.
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MarketPricesPageSchema,
  PriceHistorySchema,
} from '#core/market-prices/market-prices.contract.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import {
  importPrices,
  parseCsvPrices,
  parseDataGovRecords,
  PriceFileError,
  readPriceFile,
} from './import.ts'

/** An Agmarknet 'Price and Arrivals' report export, as its columns are named. */
const AGMARKNET = [
  'State Name,District Name,Market Name,Commodity,Variety,Grade,Arrivals (Tonnes),Min Price (Rs./Quintal),Max Price (Rs./Quintal),Modal Price (Rs./Quintal),Reported Date',
  'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,"1,250.5",1200,2100,1850,04/10/2026',
  'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,NR,1250,2150,1900,05/10/2026',
  'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,120,1300,2200,1950,06/10/2026',
  'Maharashtra,Nashik,Lasalgaon,Onion,White,FAQ,30,1400,2300,2000,06/10/2026',
].join('\n')

let t: TestApp
let farmer: string

beforeAll(async () => {
  t = await buildTestApp()
  farmer = (await registerUser(t.app, { role: 'farmer' })).cookie
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: farmer } })

describe('arrivals', () => {
  it('reads an Agmarknet export with arrivals: tonnes kept, NR left unknown, the price kept', async () => {
    const parsed = parseCsvPrices(AGMARKNET)
    expect(parsed.rejected).toEqual([])
    expect(parsed.records.map((r) => r.value.arrivalsTonnes)).toEqual([1250.5, undefined, 120, 30])
    expect(parsed.records[0]?.value).toMatchObject({
      arrivalDate: '2026-10-04',
      state: 'Maharashtra',
      district: 'Nashik',
      market: 'Lasalgaon',
      modalPrice: 1850,
    })
    const r = await importPrices(t.testDb.database.db, parsed)
    expect(r.added).toBe(4)
    const stored = await t.testDb.database.db.execute<{ arrivals: string | null }>(
      sql`select arrivals_tonnes::text as arrivals from market_prices
          where market = 'Lasalgaon' order by arrival_date, variety`,
    )
    expect(stored.rows.map((x) => x.arrivals)).toEqual(['1250.50', null, '120.00', '30.00'])
  })

  it('answers them in the price list (the latest row) and in a market history (varieties summed)', async () => {
    const list = await get('/api/market-prices?q=lasalgaon')
    expect(list.statusCode).toBe(200)
    const page = MarketPricesPageSchema.parse(list.json())
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({ crop: 'Onion', date: '2026-10-06' })
    // The latest row is the last variety of the day (White, 30 t).
    expect(page.items[0]?.arrivalsTonnes).toBe(30)

    const res = await get('/api/market-prices/history?crop=Onion&market=Lasalgaon')
    expect(res.statusCode).toBe(200)
    const history = PriceHistorySchema.parse(res.json())
    const byDate = Object.fromEntries(history.points.map((p) => [p.date, p.arrivalsTonnes ?? null]))
    expect(byDate).toEqual({ '2026-10-04': 1250.5, '2026-10-05': null, '2026-10-06': 150 })
  })

  it('a later import without arrivals does not erase the ones kept', async () => {
    const plain = [
      'date,state,district,market,commodity,variety,grade,min_price,max_price,modal_price',
      '2026-10-06,Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,1300,2200,1960',
    ].join('\n')
    const r = await importPrices(t.testDb.database.db, parseCsvPrices(plain))
    expect(r.updated).toBe(1)
    const [row] = (
      await t.testDb.database.db.execute<{ arrivals: string | null; modal: string }>(
        sql`select arrivals_tonnes::text as arrivals, modal_price::text as modal from market_prices
            where market = 'Lasalgaon' and arrival_date = '2026-10-06' and variety = 'Red'`,
      )
    ).rows
    expect(row).toEqual({ arrivals: '120.00', modal: '1960.00' })
  })

  it('reads arrivals from data.gov.in records that carry them', () => {
    const parsed = parseDataGovRecords([
      {
        state: 'Gujarat',
        district: 'Rajkot',
        market: 'Rajkot',
        commodity: 'Onion',
        variety: 'Red',
        grade: 'FAQ',
        arrival_date: '06/10/2026',
        min_price: '1000',
        max_price: '1500',
        modal_price: '1300',
        arrivals_tonnes: '85.2',
      },
    ])
    expect(parsed.rejected).toEqual([])
    expect(parsed.records[0]?.value.arrivalsTonnes).toBe(85.2)
  })
})

/**
 * Agmarknet's monthly market-wise report, as downloaded for one crop in one state: markets and
 * dates are filled down, a day's arrivals stand on its first variety, and a market name may hold a
 * comma. The report names neither the crop nor the state.
 */
const MARKETWISE = [
  'Market,Arrival Date,Arrivals (Tonnes),Variety,Minimum Price(Rs./Quintal),Maximum Price(Rs./Quintal),Modal Price(Rs./Quintal),',
  'Binny Mill (F&V), Bangalore,05/10/2026,640,Local,800,1600,1200,',
  ',,,Puna,900,1700,1300,',
  ',06/10/2026,NR,Local,850,1650,NR,',
  'Kolar,05/10/2026,75.5,Local,700,1500,1100,',
  '',
].join('\n')

describe('an Agmarknet market-wise report', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-report-'))
  const file = path.join(dir, 'mynewdata_2026_October.csv.gz')
  writeFileSync(file, gzipSync(MARKETWISE))

  it('is refused without the crop and the state, saying how to give them', async () => {
    await expect(readPriceFile(file)).rejects.toThrow(PriceFileError)
    await expect(readPriceFile(file, { commodity: 'ONION' })).rejects.toThrow(
      /names neither the crop nor the state: give both \(npm run data:import -- --commodity Onion --state Maharashtra FILE\)/,
    )
  })

  it('is refused for a state India does not have', async () => {
    await expect(readPriceFile(file, { commodity: 'Onion', state: 'Maharastra' })).rejects.toThrow(
      /'Maharastra' is not a state or union territory of India/,
    )
  })

  it('is imported with the crop and state given: arrivals kept, the unpriced row refused by its line', async () => {
    const { format, parsed } = await readPriceFile(file, {
      commodity: 'onion',
      state: 'KARNATAKA',
    })
    expect(format).toBe('report')
    expect(parsed.rejected).toEqual([{ at: 4, reason: 'missing price (modal)' }])
    expect(
      parsed.records.map((r) => [r.at, r.value.market, r.value.variety, r.value.arrivalsTonnes]),
    ).toEqual([
      [2, 'Binny Mill (F&V), Bangalore', 'Local', 640],
      [3, 'Binny Mill (F&V), Bangalore', 'Puna', 640],
      [5, 'Kolar', 'Local', 75.5],
    ])
    expect(parsed.records[0]?.value).toMatchObject({
      arrivalDate: '2026-10-05',
      state: 'Karnataka',
      commodity: 'Onion',
      modalPrice: 1200,
    })
    const r = await importPrices(t.testDb.database.db, parsed)
    expect(r.added).toBe(3)
    const list = await get('/api/market-prices?q=kolar')
    expect(list.statusCode).toBe(200)
    const page = MarketPricesPageSchema.parse(list.json())
    expect(page.items[0]).toMatchObject({ crop: 'Onion', date: '2026-10-05', arrivalsTonnes: 75.5 })
  })
})

describe("a market-wise report's markets", () => {
  it('join the series of the market already held in the state, by its one district', async () => {
    const held = parseCsvPrices(
      [
        'date,state,district,market,commodity,variety,min_price,max_price,modal_price',
        '2026-10-01,Maharashtra,Nashik,Umrane,Tomato,Local,900,1500,1200',
        '2026-10-01,Maharashtra,Nashik,Umrane,Onion,Local,900,1500,1200',
        // Agmarknet's other spelling of the same district.
        '2026-10-01,Maharashtra,Nasik,Umrane,Potato,Local,900,1500,1200',
        // A market name held under two districts is not guessed at.
        '2026-10-01,Maharashtra,Pune,Khed,Tomato,Local,900,1500,1200',
        '2026-10-01,Maharashtra,Ratnagiri,Khed,Tomato,Local,900,1500,1200',
      ].join('\n'),
    )
    expect((await importPrices(t.testDb.database.db, held)).added).toBe(5)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-report-'))
    const file = path.join(dir, 'tomato_maharashtra.csv')
    writeFileSync(
      file,
      [
        'Market,Arrival Date,Arrivals (Tonnes),Variety,Minimum Price(Rs./Quintal),Maximum Price(Rs./Quintal),Modal Price(Rs./Quintal),',
        'UMRANE,02/10/2026,310,Local,950,1550,1250,',
        'Khed,02/10/2026,20,Local,900,1400,1150,',
        'Vita,02/10/2026,12,Local,800,1300,1000,',
      ].join('\n'),
    )
    const { parsed } = await readPriceFile(file, { commodity: 'Tomato', state: 'Maharashtra' })
    expect((await importPrices(t.testDb.database.db, parsed)).added).toBe(3)
    const stored = await t.testDb.database.db.execute<{ market: string; district: string }>(
      sql`select market, district from market_prices
          where commodity = 'Tomato' and arrival_date = '2026-10-02' order by market`,
    )
    expect(stored.rows).toEqual([
      { market: 'Khed', district: '' },
      { market: 'Umrane', district: 'Nashik' },
      { market: 'Vita', district: '' },
    ])
    const list = await get('/api/market-prices?q=umrane')
    const page = MarketPricesPageSchema.parse(list.json())
    expect(
      page.items
        .filter((i) => i.crop === 'Tomato')
        .map((i) => [i.market, i.date, i.arrivalsTonnes]),
    ).toEqual([['Umrane', '2026-10-02', 310]])
  })
})
