/**
 * What a benchmark run found: one block of Markdown per section, and one row per budget for the
 * summary table. `status` is 'n/a' when the thing measured does not exist yet or could not run.
 */
export type BudgetStatus = 'met' | 'missed' | 'n/a' | 'report'

export interface BudgetRow {
  area: string
  budget: string
  measured: string
  status: BudgetStatus
  command: string
}

export interface SectionResult {
  title: string
  command: string
  markdown: string[]
  seconds: number
  error?: string
}

export class Report {
  readonly sections: SectionResult[] = []
  readonly budgets: BudgetRow[] = []
  readonly findings: string[] = []

  budget(row: BudgetRow) {
    this.budgets.push(row)
    const mark = { met: 'met', missed: 'MISSED', 'n/a': 'n/a', report: 'reported' }[row.status]
    console.log(`  [${mark}] ${row.area}: ${row.measured} (budget ${row.budget})`)
  }

  /** Something worth fixing, for the findings list (file, cause, suggested fix when known). */
  finding(text: string) {
    this.findings.push(text)
    console.log(`  finding: ${text}`)
  }
}

export const statusOf = (ok: boolean | null): BudgetStatus =>
  ok === null ? 'n/a' : ok ? 'met' : 'missed'

/**
 * A Markdown table from a header row and body rows. A short row (a measurement that failed: its
 * name and why) is filled with empty cells to the header's width.
 */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const esc = (c: string | number) => String(c).replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const cells = (r: Array<string | number>) =>
    Array.from({ length: Math.max(header.length, r.length) }, (_, i) => esc(r[i] ?? ''))
  const lines = [
    `| ${header.map(esc).join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${cells(r).join(' | ')} |`),
  ]
  return lines.join('\n')
}

/** The error thrown when a measurement depends on something not built yet. */
export class NotAvailable extends Error {
  override name = 'NotAvailable'
}
