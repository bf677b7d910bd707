import { describe, expect, it } from 'vitest'
import { parseCsv } from '../market-prices/price-csv.ts'
import { readPriceSeries } from './csv.ts'

describe('parseCsv', () => {
  it('handles quotes, embedded commas, escaped quotes, CRLF, a BOM and blank lines', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""",3\r\n\r\n"multi\nline",,z\n'
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', '3'],
      ['multi\nline', '', 'z'],
    ])
  })

  it('keeps a last row without a newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})

describe('readPriceSeries', () => {
  const header = 'date,state,district,market,commodity,variety,min_price,max_price,modal_price'

  it('groups by commodity, state, district, market and variety; quoted names with commas', () => {
    const text = [
      header,
      '2021-01-01,Maharashtra,Mumbai City,Mumbai,"Green Gram Dal (Moong Dal)",Other,8600,9400,9000',
      '2021-01-02,Maharashtra,Mumbai City,Mumbai,"Green Gram Dal (Moong Dal)",Other,8600,9400,9100',
      '2021-01-01,Maharashtra,Mumbai City,"Mumbai, Vashi",Onion,Red,1000,1200,1100',
      '2021-01-01,Maharashtra,Mumbai City,Mumbai,"Green Gram Dal (Moong Dal)",Bold,1,2,8000',
    ].join('\n')
    const r = readPriceSeries(text)
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
    const text = [
      header,
      '2021-02-30,S,D,M,C,V,1,2,3',
      '2021-02-01,S,D,M,C,V,1,2,NR',
      '2021-02-02,S,D,M,C,V,1,2,4',
    ].join('\n')
    const r = readPriceSeries(text)
    expect('error' in r ? r.error : r.rejected).toBe(2)
    expect(readPriceSeries('date,market\n2021-01-01,X')).toEqual({
      error: 'CSV is missing column(s): state, commodity, modal_price',
    })
  })
})
