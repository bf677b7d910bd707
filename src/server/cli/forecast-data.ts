// The shipped price histories as the forecast CLIs read them (forecast-train.ts trains and
// evaluates on them, forecast-train-rules.ts scores rules on some of their folds): which files,
// how series merge across files, and how markets fall into folds.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  hashString,
  readPriceSeries,
  type SeriesPoint,
  type TrainingSeries,
} from '#core/forecast/index.ts'
import { csvRows } from '#server/lib/csv.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
export const DATA = path.join(ROOT, 'src/server/features/market-prices/data')
/** The shipped price histories (the one-day all-India snapshot has no history to learn from). */
export const TRAINING_FILES = [
  'history.csv.gz',
  'broad-history-2016-2023.csv.gz',
  'kerala-spices-2021-2025.csv.gz',
]
/** Markets are split into this many folds by a hash of state/district/market. */
export const FOLDS = 5
/** Series with fewer reported days are not evaluated. */
export const EVAL_MIN_REPORTS = 100

/** One shipped file's series; throws when it cannot be read. */
export function readShippedFile(file: string) {
  const text = gunzipSync(readFileSync(path.join(DATA, file))).toString('utf8')
  const read = readPriceSeries(csvRows(text))
  if ('error' in read) throw new Error(`${file}: ${read.error}`)
  return read.series
}

/** A series of the shipped files, merged across files by its key. */
export type ShippedSeries = TrainingSeries & {
  commodity: string
  source: string
  points: SeriesPoint[]
}

export function readShipped(): ShippedSeries[] {
  const byKey = new Map<string, ShippedSeries>()
  for (const file of TRAINING_FILES) {
    for (const s of readShippedFile(file)) {
      const key = [s.commodity, s.state, s.district, s.market, s.variety].join(' / ')
      const had = byKey.get(key)
      if (had) had.points.push(...s.points)
      else
        byKey.set(key, {
          key,
          group: [s.state, s.district, s.market].join(' / '),
          commodity: s.commodity,
          source: file.replace(/\.csv\.gz$/, ''),
          points: [...s.points],
        })
    }
  }
  return [...byKey.values()]
}

/** A text file, gunzipped when its name ends in .gz (a CLI's --csv, --check, --exclude-markets). */
export function readTextFile(file: string): string {
  const raw = readFileSync(file)
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')
}

/** The fold of a market (its series' group). */
export const foldOf = (group: string) => hashString(group) % FOLDS
