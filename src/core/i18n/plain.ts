/**
 * Plain messages: text and `{name}` placeholders, nothing else ICU would read differently (no
 * plural, select, number or date argument, no quote before a brace, `#`, `<`, `>` or another
 * quote). Most messages are plain; the engine fills them with `fillPlain` and never needs their
 * syntax tree, so a page needs neither the ICU parser nor a tree for them
 * (src/core/i18n/compile.ts: the build compiles the others to trees).
 */
const PLAIN = /^(?:[^{}']|'(?![{}<>'#|])|\{\w+\})*$/

/** Whether ICU would read `message` as its text with `{name}` placeholders, and nothing more. */
export const isPlain = (message: string): boolean => PLAIN.test(message)

/**
 * A plain message with its placeholders filled as intl-messageformat fills a plain argument (a
 * string or number as written, anything else as nothing); undefined when a placeholder has no
 * value (the engine then shows the message as written, as it does when ICU throws).
 */
export function fillPlain(
  message: string,
  vars: Record<string, unknown> | undefined,
): string | undefined {
  if (!message.includes('{')) return message
  let missing = false
  const text = message.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!vars || !(name in vars)) {
      missing = true
      return ''
    }
    const v = vars[name]
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : ''
  })
  return missing ? undefined : text
}
