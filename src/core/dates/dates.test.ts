import { describe, expect, it } from 'vitest'
import { addDays, dayNumber, daysBetween, isoFromDay, utcMidnight } from './dates.ts'

describe('dayNumber and isoFromDay', () => {
  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2000-02-29', 11016],
    ['2021-05-09', 18756],
  ])('%s is day %i and back', (iso, day) => {
    expect(dayNumber(iso)).toBe(day)
    expect(isoFromDay(day)).toBe(iso)
  })

  it('round-trips every day across leap years and centuries', () => {
    const wrong: number[] = []
    for (let day = dayNumber('1899-12-25')!; day < dayNumber('2101-01-05')!; day++) {
      if (dayNumber(isoFromDay(day)) !== day) wrong.push(day)
    }
    expect(wrong).toEqual([])
  })

  it.each(['2021-02-29', '2100-02-29', '2021-04-31', '2021-13-01', '2021-00-10', '2021-5-9', ''])(
    'refuses %j',
    (text) => expect(dayNumber(text)).toBeNull(),
  )
})

describe('addDays and daysBetween', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2020-02-28', 1)).toBe('2020-02-29')
    expect(addDays('2020-03-01', -1)).toBe('2020-02-29')
    expect(addDays('2020-12-31', 366)).toBe('2022-01-01')
    expect(daysBetween('2020-01-01', '2021-01-01')).toBe(366)
    expect(daysBetween('2021-01-01', '2020-01-01')).toBe(-366)
  })

  it('throws for a date that is not real, and daysBetween is NaN', () => {
    expect(() => addDays('2021-02-30', 1)).toThrow(RangeError)
    expect(daysBetween('2021-01-01', 'soon')).toBeNaN()
  })
})

describe('utcMidnight', () => {
  it('is the calendar day of a date or a timestamp at 00:00 UTC', () => {
    expect(utcMidnight('2021-05-09').toISOString()).toBe('2021-05-09T00:00:00.000Z')
    expect(utcMidnight('2021-05-09T23:59:59+05:30').toISOString()).toBe('2021-05-09T00:00:00.000Z')
  })
})
