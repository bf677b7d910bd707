import { describe, expect, it } from 'vitest'
import { readPriceCsv, type CsvRow } from './price-csv.ts'

/** Rows of plain lines (no quotes), numbered from 1 as the CSV reader numbers them. */
const rows = (lines: string[]): CsvRow[] =>
  lines.map((l, i) => ({ line: i + 1, cells: l.split(',') }))

describe('readPriceCsv', () => {
  it("accepts data.gov.in's header names and its dd/mm/yyyy dates", () => {
    const r = readPriceCsv(
      rows([
        'State,District,Market,Commodity,Variety,Grade,Arrival Date,Min Price,Max Price,Modal Price',
        'Kerala,Kollam,Kollam,Banana,Palayamthodan,FAQ,09/05/2021,2500,3000,2800',
      ]),
    )
    expect('missing' in r ? r.missing : r.rejected).toEqual([])
    expect(!('missing' in r) && r.records).toEqual([
      {
        at: 2,
        value: {
          arrivalDate: '2021-05-09',
          state: 'Kerala',
          district: 'Kollam',
          market: 'Kollam',
          commodity: 'Banana',
          variety: 'Palayamthodan',
          grade: 'FAQ',
          minPrice: 2500,
          maxPrice: 3000,
          modalPrice: 2800,
        },
      },
    ])
  })

  it('needs date, state, market, commodity and modal price; the rest may be absent', () => {
    expect(readPriceCsv([])).toEqual({
      missing: ['date', 'state', 'market', 'commodity', 'modal_price'],
    })
    const r = readPriceCsv(
      rows(['date,state,market,commodity,modal_price', '2021-05-09,Goa,Mapusa,Onion,900']),
    )
    expect(!('missing' in r) && r.records[0]!.value).toMatchObject({
      district: '',
      variety: '',
      minPrice: null,
      maxPrice: null,
    })
  })

  it('rejects shifted rows and every record the price rules refuse, by line', () => {
    const r = readPriceCsv(
      rows([
        'date,state,district,market,commodity,variety,min_price,max_price,modal_price',
        '2021-05-09,Goa,North Goa,Mapusa,Onion,Red,800,1000,900',
        '2021-05-09,Goa,North Goa,Mapusa,Onion,Red,800,1000',
        '   ',
        '2021-05-10,Goa,North Goa,Mapusa,Onion,Red,800,1000,-5',
        '2021-05-11,Goa,North Goa,Mapusa,Onion,Red,1200,1000,1100',
        // a modal outside min..max is the source's figure and kept
        '2021-05-12,Goa,North Goa,Mapusa,Onion,Red,800,1000,1500',
      ]),
    )
    if ('missing' in r) throw new Error(r.missing.join())
    expect(r.records.map((x) => x.at)).toEqual([2, 7])
    expect(r.rejected).toEqual([
      { at: 3, reason: 'has 8 cells, the header 9' },
      { at: 5, reason: 'modal price is not above zero' },
      { at: 6, reason: 'min > max (1200 > 1000)' },
    ])
  })
})
