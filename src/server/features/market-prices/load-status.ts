import type { Database } from '#server/db/client.ts'

/** How far the background load of the shipped price files is, for the price page's notice. */
export interface LoadStatus {
  /** The file being loaded and its rows done, or null when nothing is loading. */
  loading: { file: string; rowsDone: number; rowsTotal: number } | null
  /** Goes up each time a background load added rows, so cached forecasts are made again. */
  generation: number
}

const statuses = new WeakMap<Database, LoadStatus>()

/** The load status of one database (one per app; tests build several apps in one process). */
export function loadStatusOf(database: Database): LoadStatus {
  let s = statuses.get(database)
  if (!s) {
    s = { loading: null, generation: 0 }
    statuses.set(database, s)
  }
  return s
}
