import { Readable } from 'node:stream'
import { createGunzip, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { csvRows, csvRowStream, CsvSyntaxError, parseCsv, toCsv } from './csv.ts'

/** The rows of `text` read as a gzip stream arriving in small pieces, as a shipped file is read. */
async function streamed(text: string, piece = 7) {
  const gz = gzipSync(Buffer.from(text))
  const pieces = Array.from({ length: Math.ceil(gz.length / piece) }, (_, i) =>
    gz.subarray(i * piece, (i + 1) * piece),
  )
  const rows = []
  for await (const row of csvRowStream(
    Readable.from(pieces, { objectMode: false }).pipe(createGunzip()),
  ))
    rows.push(row)
  return rows
}

describe('csvRows', () => {
  it('numbers rows by the line they start on, past blank lines and quoted line breaks', () => {
    const text = 'a,b\n\n"two\nlines",x\r\n3,y\r4,z'
    expect(csvRows(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['two\nlines', 'x'] },
      { line: 5, cells: ['3', 'y'] },
      { line: 6, cells: ['4', 'z'] },
    ])
  })

  it('handles quotes, embedded commas, escaped quotes, CRLF, a BOM and blank lines', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""",3\r\n\r\n"multi\nline",,z\n'
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', '3'],
      ['multi\nline', '', 'z'],
    ])
  })

  it('keeps a last row without a newline, rows of other widths and a quote inside a cell', () => {
    expect(parseCsv('a,b\n1,2,3\n5" pipe,x')).toEqual([
      ['a', 'b'],
      ['1', '2', '3'],
      ['5" pipe', 'x'],
    ])
  })

  it('refuses a quote never closed', () => {
    expect(() => csvRows('a,b\n1,"2\n3,4\n')).toThrow(CsvSyntaxError)
    expect(() => csvRows('a,b\n1,"2\n3,4\n')).toThrow(/Quote Not Closed/)
  })
})

describe('csvRowStream', () => {
  it('reads a quoted field holding a line break and one holding a comma, across pieces', async () => {
    const text =
      'date,market,commodity\r\n' +
      '2021-05-09,"Hathras, Sasni","Onion\nRed"\r\n' +
      '\r\n' +
      '2021-05-10,"Pune ""APMC""",Potato\r\n'
    const rows = await streamed(text)
    expect(rows).toEqual([
      { line: 1, cells: ['date', 'market', 'commodity'] },
      { line: 2, cells: ['2021-05-09', 'Hathras, Sasni', 'Onion\nRed'] },
      { line: 5, cells: ['2021-05-10', 'Pune "APMC"', 'Potato'] },
    ])
    expect(rows).toEqual(csvRows(text))
  })

  it('ends with a CsvSyntaxError on a quote never closed', async () => {
    await expect(streamed('a,b\n1,"2\n3,4\n')).rejects.toThrow(CsvSyntaxError)
  })
})

describe('toCsv', () => {
  it('quotes what needs it, keeps formulas inert, and reads back as it was written', () => {
    const rows = [
      ['Beneficiary name', 'Amount (INR)'],
      ['Patil, Ravi', '150.00'],
      ['He said "ok"', '12.50'],
      ['=HYPERLINK("x")', '1.00'],
    ]
    const text = toCsv(rows)
    expect(text.split('\r\n')[1]).toBe('"Patil, Ravi",150.00')
    expect(parseCsv(text)).toEqual([rows[0], rows[1], rows[2], ['\'=HYPERLINK("x")', '1.00']])
  })
})
