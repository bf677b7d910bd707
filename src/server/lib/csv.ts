import type { Readable } from 'node:stream'
import { parse, type Options } from 'csv-parse'
import { parse as parseSync } from 'csv-parse/sync'
import type { CsvRow } from '#core/market-prices/price-csv.ts'

/**
 * Reading CSV (RFC 4180) with csv-parse: fields separated by commas, optionally double-quoted (a
 * quoted field may hold commas, line breaks and "" for a quote); CRLF, LF or CR line ends, mixed
 * in one file; a leading BOM dropped; blank lines skipped. A quote inside an unquoted field is
 * kept as a character (data.gov.in exports have names like 5" pipe). Server-only: csv-parse needs
 * Node's Buffer, so the browser bundle never carries it (src/core works on the rows).
 */
const OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  // Blank lines come out as one empty cell and are dropped here, so each row's line is counted
  // without csv-parse's per-record `info` object (a third of the parse time on 45 MB).
  skip_empty_lines: false,
  record_delimiter: ['\r\n', '\n', '\r'],
}

/** Line breaks inside a cell, counted as the parser counts lines (CRLF is one). */
function breaksIn(cells: readonly string[]): number {
  let n = 0
  for (const c of cells) {
    if (!c.includes('\n') && !c.includes('\r')) continue
    n += c.match(/\r\n|\r|\n/g)?.length ?? 0
  }
  return n
}

/** Numbers the rows by the line they start on (1 = the first line) and drops blank lines. */
function numberer() {
  let line = 1
  return (cells: string[]): CsvRow | null => {
    const at = line
    line += 1 + breaksIn(cells)
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a record has at least one cell
    return cells.length === 1 && cells[0]! === '' ? null : { line: at, cells }
  }
}

/** Thrown for text that is not CSV (a quote never closed), with csv-parse's words and line. */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError'
}

const syntaxError = (err: unknown) =>
  new CsvSyntaxError(`not valid CSV (${(err as Error).message.replace(/\.$/, '')})`)

/** The rows of a CSV text, each with the line it starts on. For small texts; stream big files. */
export function csvRows(text: string): CsvRow[] {
  let records: string[][]
  try {
    records = parseSync(text, OPTIONS)
  } catch (err) {
    throw syntaxError(err)
  }
  const number = numberer()
  const rows: CsvRow[] = []
  for (const cells of records) {
    const row = number(cells)
    if (row) rows.push(row)
  }
  return rows
}

/** The cells of every row of {@link csvRows}. */
export const parseCsv = (text: string): string[][] => csvRows(text).map((r) => r.cells)

/**
 * The rows of a CSV byte stream (a gunzip stream of a shipped file, say), parsed as they arrive:
 * memory holds one parser buffer, never the whole text.
 */
export async function* csvRowStream(input: Readable): AsyncGenerator<CsvRow> {
  const number = numberer()
  const parser = input.pipe(parse(OPTIONS))
  // A read error (a truncated gzip) ends the parser with it rather than leaving it waiting.
  input.once('error', (err) => parser.destroy(err))
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const row = number(cells)
      if (row) yield row
    }
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('CSV_')) throw syntaxError(err)
    throw err
  } finally {
    input.destroy()
  }
}

/**
 * Rows as CSV (RFC 4180: CRLF line ends, a cell quoted when it holds a comma, a quote or a line
 * break). A cell that a spreadsheet would read as a formula (=, +, -, @ first) starts with an
 * apostrophe instead, so an exported name cannot run anything where the file is opened.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (raw: string) => {
    const v = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw
    return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v
  }
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}
