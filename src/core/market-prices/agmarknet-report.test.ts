import { describe, expect, it } from 'vitest'
import { readMarketwiseReport } from './agmarknet-report.ts'

const HEAD =
  'Market,Arrival Date,Arrivals (Tonnes),Variety,Minimum Price(Rs./Quintal),Maximum Price(Rs./Quintal),Modal Price(Rs./Quintal),'

describe('Agmarknet market-wise report', () => {
  it('fills the market and the date from the rows above, and a day’s arrivals into its other varieties', () => {
    const rows = readMarketwiseReport(
      [
        HEAD,
        'Ahmednagar,03/10/2020,1976,Other,900,3800,3100,',
        ',08/10/2020,134,Other,1500,4000,3500,',
        ',,,Red,500,2500,2000,',
        'Akluj,04/10/2020,34,Red,1200,3500,2700,',
        '',
      ].join('\n'),
    )
    expect(rows).toEqual([
      {
        line: 2,
        market: 'Ahmednagar',
        date: '2020-10-03',
        arrivalsTonnes: 1976,
        variety: 'Other',
        minPrice: 900,
        maxPrice: 3800,
        modalPrice: 3100,
      },
      {
        line: 3,
        market: 'Ahmednagar',
        date: '2020-10-08',
        arrivalsTonnes: 134,
        variety: 'Other',
        minPrice: 1500,
        maxPrice: 4000,
        modalPrice: 3500,
      },
      {
        line: 4,
        market: 'Ahmednagar',
        date: '2020-10-08',
        arrivalsTonnes: 134,
        variety: 'Red',
        minPrice: 500,
        maxPrice: 2500,
        modalPrice: 2000,
      },
      {
        line: 5,
        market: 'Akluj',
        date: '2020-10-04',
        arrivalsTonnes: 34,
        variety: 'Red',
        minPrice: 1200,
        maxPrice: 3500,
        modalPrice: 2700,
      },
    ])
  })

  it('keeps a comma inside a market’s name, and reads NR and a blank as not reported', () => {
    const rows = readMarketwiseReport(
      [
        HEAD,
        'Binny Mill (F&V), Bangalore,05/01/2021,NR,Local,NR,NR,900,',
        ',06/01/2021,,Local,800,1000,NR,',
      ].join('\r\n'),
    )
    expect(rows).toEqual([
      {
        line: 2,
        market: 'Binny Mill (F&V), Bangalore',
        date: '2021-01-05',
        arrivalsTonnes: null,
        variety: 'Local',
        minPrice: null,
        maxPrice: null,
        modalPrice: 900,
      },
      {
        line: 3,
        market: 'Binny Mill (F&V), Bangalore',
        date: '2021-01-06',
        arrivalsTonnes: null,
        variety: 'Local',
        minPrice: 800,
        maxPrice: 1000,
        modalPrice: null,
      },
    ])
  })

  it('reads a market’s name quoted as a spreadsheet saves it', () => {
    const rows = readMarketwiseReport(
      [HEAD, '"Sangli(Phale, Bhajipura Market)",03/10/2020,12,Red,1500,4000,3500,'].join('\n'),
    )
    expect(rows).toMatchObject([{ market: 'Sangli(Phale, Bhajipura Market)', arrivalsTonnes: 12 }])
  })

  it('refuses another layout, a date it cannot read and a row with no market above it, naming the line', () => {
    expect(readMarketwiseReport('date,state,market\n')).toEqual({
      error: expect.stringContaining('not an Agmarknet market-wise report') as unknown,
    })
    expect(readMarketwiseReport(`${HEAD}\nPune,31/02/2021,5,Local,1,2,3,`)).toEqual({
      error: "line 2: '31/02/2021' is not a date (dd/mm/yyyy)",
    })
    expect(readMarketwiseReport(`${HEAD}\n,01/02/2021,5,Local,1,2,3,`)).toEqual({
      error: 'line 2: no market or date above it',
    })
    expect(readMarketwiseReport(`${HEAD}\nPune,01/02/2021`)).toEqual({
      error: 'line 2: too few columns',
    })
  })
})
