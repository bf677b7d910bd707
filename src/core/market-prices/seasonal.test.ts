import { describe, expect, it } from 'vitest'
import { monthsNeeded, seasonalCalendar, type MonthlyPrice } from './seasonal.ts'

/** Onion-like years: flat at 20 until October, up through the winter to 30 in January, back by March. */
const SHAPE = [30, 24, 20, 20, 20, 20, 20, 20, 20, 20, 22, 26]

function yearsOf(shape: number[], from: number, to: number, noise = (_y: number) => 1) {
  const out: MonthlyPrice[] = []
  for (let year = from; year <= to; year++)
    shape.forEach((p, i) => out.push({ year, month: i + 1, price: p * noise(year) }))
  return out
}

describe('seasonalCalendar', () => {
  it('finds the usual rise and fall of a known seasonal shape, with the years behind them', () => {
    const cal = seasonalCalendar(yearsOf(SHAPE, 2016, 2023))
    expect(cal).not.toBeNull()
    if (!cal) return
    expect(cal.years).toBe(8)
    expect([cal.firstYear, cal.lastYear]).toEqual([2016, 2023])
    // The largest rise: from October (20) to January (30) of the next year, +50 % in all 7 pairs.
    expect(cal.rise).toEqual({ from: 10, to: 1, percent: 50, years: 7, agree: 7 })
    // The largest fall: January (30) to March (20), -33 %, every year.
    expect(cal.fall).toEqual({ from: 1, to: 3, percent: -33, years: 8, agree: 8 })
    const jan = cal.months[0]
    expect(jan?.month).toBe(1)
    expect(jan?.change).toBe(15.4) // 26 → 30
    expect(jan?.years).toBe(7) // 2016's January has no December before it
    const mean = SHAPE.reduce((a, b) => a + b, 0) / 12
    expect(jan?.index).toBe(Math.round((30 / mean) * 1000) / 10)
    expect(cal.months[5]?.change).toBe(0)
  })

  it('counts the years that disagree, and calls no move usual when too few agree', () => {
    // A summer peak in two years, a summer trough in the other two.
    const peak = [20, 20, 20, 20, 20, 24, 30, 24, 20, 20, 20, 20]
    const trough = peak.map((p) => 40 - p)
    const prices = [
      ...yearsOf(peak, 2016, 2016),
      ...yearsOf(trough, 2017, 2017),
      ...yearsOf(peak, 2018, 2018),
      ...yearsOf(trough, 2019, 2019),
    ]
    const cal = seasonalCalendar(prices)
    expect(cal?.years).toBe(4)
    expect(cal?.rise).toBeNull()
    expect(cal?.fall).toBeNull()
    const jul = cal?.months[6]
    expect(jul?.years).toBe(4)
    expect(jul?.agree).toBe(2)
  })

  it('needs three years with at least six months each', () => {
    const two = yearsOf(SHAPE, 2020, 2021)
    expect(seasonalCalendar(two)).toBeNull()
    const thin = [...two, ...yearsOf(SHAPE, 2022, 2022).slice(0, 5)]
    expect(seasonalCalendar(thin)).toBeNull()
    expect(seasonalCalendar([...two, ...yearsOf(SHAPE, 2022, 2022).slice(0, 6)])?.years).toBe(3)
  })

  it('ignores the level of each year: a dearer year moves the same way', () => {
    const cal = seasonalCalendar(yearsOf(SHAPE, 2016, 2021, (y) => 1 + (y - 2016) * 0.5))
    expect(cal?.months[0]?.index).toBe(
      seasonalCalendar(yearsOf(SHAPE, 2016, 2021))?.months[0]?.index,
    )
    expect(cal?.fall?.from).toBe(1)
    expect(cal?.fall?.to).toBe(3)
  })

  it('gives a crop sold only in its season a calendar from its seasons: litchi, May to August', () => {
    // In the market four months a year (a stray month in one more), cheapest at the season's peak.
    const season = [0, 0, 0, 0, 60, 40, 36, 50, 0, 0, 0, 0]
    const prices = yearsOf(season, 2017, 2020).filter((p) => p.price > 0)
    // One season cut short (three months), and one stray month of a later year.
    const short = prices.filter((p) => !(p.year === 2020 && p.month === 8))
    // And one stray April of a counted season, at a price no other year had.
    const stray = { year: 2018, month: 4, price: 5 }
    const cal = seasonalCalendar([...short, stray, { year: 2021, month: 6, price: 45 }])
    expect(cal).not.toBeNull()
    expect(cal?.years).toBe(4)
    expect([cal?.firstYear, cal?.lastYear]).toEqual([2017, 2020])
    // May (60) to July (36): -40 %, in all four seasons.
    expect(cal?.fall).toEqual({ from: 5, to: 7, percent: -40, years: 4, agree: 4 })
    expect(cal?.rise).toEqual({ from: 7, to: 8, percent: 39, years: 3, agree: 3 })
    // Outside the season there is nothing to say, and one year's stray April is not a usual level.
    expect(cal?.months[0]).toEqual({ month: 1, index: null, change: null, years: 0, agree: 0 })
    expect(cal?.months[3]?.index).toBeNull()
    expect(cal?.months[6]?.index).not.toBeNull()
    expect(cal?.months[4]?.change).toBeNull()
  })

  it('asks six months of a crop sold all year, and never fewer than three of a seasonal one', () => {
    expect(monthsNeeded([12, 12, 11, 4])).toBe(6)
    expect(monthsNeeded([4, 4, 5, 3])).toBe(3)
    expect(monthsNeeded([5, 8, 5])).toBe(4)
    expect(monthsNeeded([2, 2, 1])).toBe(6)
    expect(monthsNeeded([])).toBe(6)
    // Two stray months a year for years are not a season.
    expect(
      seasonalCalendar(
        yearsOf([0, 0, 0, 0, 0, 5, 6, 0, 0, 0, 0, 0], 2016, 2021).filter((p) => p.price > 0),
      ),
    ).toBeNull()
  })
})
