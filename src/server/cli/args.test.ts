import { describe, expect, it } from 'vitest'
import { readArgs, USAGE_EXIT } from './args.ts'

const USAGE = 'Usage: npm run thing -- --data FILE [--json]'
const options = { data: { type: 'string' }, json: { type: 'boolean', default: false } } as const
const read = (...args: string[]) => readArgs({ args, options }, USAGE)

describe('readArgs', () => {
  it('reads flags, with their value after a space or an =', () => {
    expect(read('--data', 'a.csv', '--json')).toMatchObject({
      values: { data: 'a.csv', json: true },
    })
    expect(read('--data=a.csv')).toMatchObject({ values: { data: 'a.csv', json: false } })
  })

  it('answers --help and -h with the usage and status 0, whatever else is there', () => {
    expect(read('--help')).toEqual({ exit: 0, message: USAGE })
    expect(read('--nope', '-h')).toEqual({ exit: 0, message: USAGE })
  })

  it('refuses an unknown flag in one line that names it and points at --help', () => {
    const r = read('--data', 'a.csv', '--jsn')
    expect(r).toEqual({
      exit: USAGE_EXIT,
      message: "Unknown option '--jsn'. Run `npm run thing -- --help` for the options.",
    })
  })

  it('refuses a flag without its value, and a stray argument', () => {
    expect(read('--data')).toMatchObject({ exit: USAGE_EXIT, message: /--data/ })
    expect(read('extra')).toMatchObject({ exit: USAGE_EXIT, message: /'extra'/ })
  })
})
