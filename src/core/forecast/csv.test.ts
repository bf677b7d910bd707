import { describe, expect, it } from 'vitest'
import type { CsvRow } from '../market-prices/price-csv.ts'
import { readPriceSeries } from './csv.ts'

/** Rows as the CSV reader gives them, numbered from 1; a string row is split at its commas. */
const rows = (lines: Array<string | string[]>): CsvRow[] =>
  lines.map((l, i) => ({ line: i + 1, cells: typeof l === 'string' ? l.split(',') : l }))

describe('readPriceSeries', () => {
  const header = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'
  const moong = (date: string, variety: string, prices: string[]) => [
    date,
    'Maharashtra',
    'Mumbai City',
    'Mumbai',
    'Green Gram Dal (Moong Dal)',
    variety,
    ...prices,
  ]

  it('groups by commodity, state, district, market and variety; names with commas', () => {
    const r = readPriceSeries(
      rows([
        header,
        moong('2021-01-01', 'Other', ['8600', '9400', '9000']),
        moong('2021-01-02', 'Other', ['8600', '9400', '9100']),
        '2021-01-01,Maharashtra,Mumbai City,_,Onion,Red,1000,1200,1100'
          .split(',')
          .map((c) => (c === '_' ? 'Mumbai, Vashi' : c)),
        moong('2021-01-01', 'Bold', ['1', '2', '8000']),
      ]),
    )
    if ('error' in r) throw new Error(r.error)
    expect(r.rejected).toBe(0)
    expect(r.series).toHaveLength(3)
    expect(r.series[0]).toMatchObject({ commodity: 'Green Gram Dal (Moong Dal)', variety: 'Other' })
    expect(r.series[0]!.points).toEqual([
      { date: '2021-01-01', value: 9000 },
      { date: '2021-01-02', value: 9100 },
    ])
    expect(r.series[1]!.market).toBe('Mumbai, Vashi')
  })

  it('rejects rows with a bad date or price, and needs the columns', () => {
    const r = readPriceSeries(
      rows([
        header,
        '2021-02-30,S,D,M,C,V,1,2,3',
        '2021-02-01,S,D,M,C,V,1,2,NR',
        '2021-02-02,S,D,M,C,V,1,2,4',
      ]),
    )
    expect('error' in r ? r.error : r.rejected).toBe(2)
    expect(readPriceSeries(rows(['date,market', '2021-01-01,X']))).toEqual({
      error: 'CSV is missing column(s): state, commodity, modal_price',
    })
  })
})
