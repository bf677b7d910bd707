/**
 * `npm run bench -- --only …` measures some sections; the rest of docs/benchmarks.md stays as the
 * run that measured it wrote it. This reads the previous report's budget rows and section blocks so
 * that run.ts can keep the ones this run did not measure.
 */

export interface PreviousReport {
  /** Budget rows (the table's Markdown lines), each with the sections its command names. */
  budgetRows: Array<{ line: string; sections: string[] }>
  /** Section blocks by their `## ` heading (without the `## `), heading line excluded. */
  blocks: Map<string, string[]>
  /** Findings' texts (without the leading `- `). */
  findings: string[]
}

/** The sections a command such as `npm run bench -- --only api,growth --db postgres` names. */
export function sectionsOfCommand(text: string): string[] {
  const m = /--only\s+([a-z,]+)/.exec(text)
  return m ? m[1]!.split(',').filter(Boolean) : []
}

export function readPreviousReport(markdown: string): PreviousReport {
  const blocks = new Map<string, string[]>()
  let heading: string | null = null
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      heading = line.slice(3).trim()
      blocks.set(heading, [])
    } else if (heading !== null) blocks.get(heading)!.push(line)
  }
  const budgetRows = (blocks.get('Budgets') ?? [])
    .filter((l) => l.startsWith('| ') && !l.startsWith('| what ') && !l.startsWith('| ---'))
    .map((line) => ({ line, sections: sectionsOfCommand(line.split('|').at(-2) ?? '') }))
  const findings = (blocks.get('Findings') ?? [])
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2))
  return { budgetRows, blocks, findings }
}

/** The previous block for a section whose title starts with `title` (titles join as "3. … and 4. …"). */
export function previousBlock(prev: PreviousReport, title: string): string[] | undefined {
  for (const [heading, lines] of prev.blocks) if (heading.startsWith(title)) return lines
  return undefined
}
