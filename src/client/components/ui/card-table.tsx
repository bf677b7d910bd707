import type { ReactNode } from 'react'

/**
 * A table that turns into cards below the sm breakpoint: each row a card, each cell labelled from
 * its `data-label`, so a 360 px phone needs no sideways scrolling. Rows use `cardRow`,
 * cells `cardCell` (plus their own classes).
 */
export const cardRow = 'block border-t border-stone-200 py-2 first:border-t-0 sm:table-row sm:py-0'
export const cardCell =
  'flex gap-3 px-4 py-1 before:w-24 before:shrink-0 before:font-medium before:text-stone-600 before:content-[attr(data-label)] sm:table-cell sm:px-3 sm:py-2 sm:before:content-none'

export function CardTable({
  caption,
  columns,
  children,
}: {
  /** Read by screen readers. */
  caption: string
  /** The column headings (shown from sm up). */
  columns: ReactNode[]
  /** The rows (`<tr className={cardRow}>`). */
  children: ReactNode
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="block w-full text-left text-sm sm:table sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-green-50 text-green-900 sm:table-header-group">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-3 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">{children}</tbody>
      </table>
    </div>
  )
}
