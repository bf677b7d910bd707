import { parseArgs, type ParseArgsConfig } from 'node:util'

/** Exit status for a command line that cannot be read (an unknown flag, a flag without its value). */
export const USAGE_EXIT = 2

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>

/**
 * Reads `config.args` with node:util's parseArgs, strict as it is by default: an unknown flag or a
 * flag missing its value is an error. `--help` or `-h` anywhere asks for the usage. Returns the
 * parsed values, or what to print and the exit status; the caller prints and exits (so this stays
 * testable).
 */
export function readArgs<T extends ParseArgsConfig & { args: string[] }>(
  config: T,
  usage: string,
): Parsed<T> | { exit: number; message: string } {
  if (config.args.includes('--help') || config.args.includes('-h')) {
    return { exit: 0, message: usage }
  }
  try {
    return parseArgs(config)
  } catch (err) {
    // Node's text for an unknown flag goes on about positionals after '--'; its first sentence
    // says what is wrong, and the options are one --help away.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- split always returns at least one element
    const reason = (err as Error).message.split('. ')[0]!.replace(/\.$/, '')
    return { exit: USAGE_EXIT, message: `${reason}. ${hint(usage)}` }
  }
}

/** "Run `npm run x -- --help` for the options." from a usage text that starts "Usage: npm run x". */
function hint(usage: string): string {
  const command = /^Usage: (npm run \S+)/.exec(usage)?.[1]
  return command ? `Run \`${command} -- --help\` for the options.` : 'See --help for the options.'
}

/** {@link readArgs} for a CLI's top level: prints the usage or the error and exits when asked to. */
export function cliArgs<T extends ParseArgsConfig & { args: string[] }>(
  config: T,
  usage: string,
): Parsed<T> {
  const read = readArgs(config, usage)
  if ('exit' in read) {
    if (read.exit === 0) console.log(read.message)
    else console.error(read.message)
    process.exit(read.exit)
  }
  return read
}
