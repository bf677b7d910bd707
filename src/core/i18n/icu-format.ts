import type { MessageFormatElement, TYPE as Types } from '@formatjs/icu-messageformat-parser'
import { messageDateFormat, messageNumberFormat, pluralRules } from './format.ts'

/**
 * ICU syntax trees (as FormatJS's parser makes them: #core/i18n/icu-parser.ts) formatted as
 * intl-messageformat's formatToParts formats them, to a string, in ≈ 0.7 kB gzip where
 * intl-messageformat's runtime is ≈ 2.5 kB on every first load (docs/benchmarks.md, section 1).
 * The same rules: a plain argument as written (a string or number, anything else as nothing), `#`
 * as a number in the locale, a plural's `=n` before its category (Intl.PluralRules, less the
 * offset), a select's `other` when no option matches, number and date styles by name (the formats
 * below) or by skeleton; a placeholder without a value throws, as does a plural or select without
 * the option it needs. compile.test.ts checks every catalogue message against intl-messageformat.
 */
export type Tree = MessageFormatElement[]

/** The parser's element types (its TYPE enum, without loading the parser's module). */
export const TYPE = {
  literal: 0 as Types.literal,
  argument: 1 as Types.argument,
  number: 2 as Types.number,
  date: 3 as Types.date,
  time: 4 as Types.time,
  select: 5 as Types.select,
  plural: 6 as Types.plural,
  pound: 7 as Types.pound,
} as const
export type Values = Record<string, unknown>
type Options = Intl.NumberFormatOptions & Intl.DateTimeFormatOptions & { scale?: number }

/** The named styles a message may use: intl-messageformat's defaults and ours. */
export interface Formats {
  number: Record<string, Intl.NumberFormatOptions>
  date: Record<string, Intl.DateTimeFormatOptions>
  time: Record<string, Intl.DateTimeFormatOptions>
}

const hm = { hour: 'numeric', minute: 'numeric' } as const
const hms = { ...hm, second: 'numeric' } as const
/** intl-messageformat's default formats (IntlMessageFormat.formats). */
export const DEFAULT_FORMATS: Formats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: hm,
    medium: hms,
    long: { ...hms, timeZoneName: 'short' },
    full: { ...hms, timeZoneName: 'short' },
  },
}

const numberFormat = messageNumberFormat
const dateFormat = messageDateFormat

/** The options of a number, date or time element: its named style, else its skeleton's. */
const styleOf = (style: unknown, named: Record<string, Options>): Options | undefined =>
  typeof style === 'string'
    ? named[style]
    : style && typeof style === 'object' && 'parsedOptions' in style
      ? (style.parsedOptions as Options)
      : undefined

/** The message a tree says with these values, in this locale. */
export function formatTree(
  tree: Tree,
  locale: string,
  formats: Formats,
  values: Values | undefined,
  pound?: number,
): string {
  let out = ''
  for (const el of tree) {
    if (el.type === TYPE.literal) {
      out += el.value
      continue
    }
    if (el.type === TYPE.pound) {
      if (typeof pound === 'number') out += numberFormat(locale).format(pound)
      continue
    }
    if (!values || !(el.value in values)) throw new Error(`No value for {${el.value}}`)
    const value = values[el.value]
    switch (el.type) {
      case TYPE.argument:
        out += typeof value === 'string' || typeof value === 'number' ? String(value) : ''
        break
      case TYPE.number: {
        const style = styleOf(el.style, formats.number)
        const n = style?.scale ? (value as number) * style.scale : value
        out += numberFormat(locale, style).format(n as number)
        break
      }
      case TYPE.date:
      case TYPE.time: {
        const style =
          styleOf(el.style, el.type === TYPE.date ? formats.date : formats.time) ??
          (el.type === TYPE.time ? formats.time.medium : undefined)
        out += dateFormat(locale, style).format(value as number)
        break
      }
      case TYPE.select: {
        const key = String(value)
        const option =
          (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other
        if (!option) throw new Error(`No option for {${el.value}}`)
        out += formatTree(option.value, locale, formats, values)
        break
      }
      case TYPE.plural: {
        const n = Number(value)
        const exact = `=${String(value)}`
        let option = Object.hasOwn(el.options, exact) ? el.options[exact] : undefined
        if (!option) {
          const rule = pluralRules(locale, el.pluralType).select(n - (el.offset || 0))
          option =
            (Object.hasOwn(el.options, rule) ? el.options[rule] : undefined) ?? el.options.other
        }
        if (!option) throw new Error(`No option for {${el.value}}`)
        out += formatTree(option.value, locale, formats, values, n - (el.offset || 0))
        break
      }
      default:
        throw new Error(`Unsupported element in {${el.value}}`)
    }
  }
  return out
}
