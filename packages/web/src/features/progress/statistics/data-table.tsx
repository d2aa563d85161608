import type { ReactNode } from 'react'
import './statistics.css'

export interface DataColumn {
  header: string
  /** Numbers align right. */
  numeric?: boolean
}

/** A chart's data as a table: the first cell of each row names it (a row header). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly DataColumn[]
  rows: readonly { key: string; cells: readonly ReactNode[] }[]
}) {
  return (
    // Focusable so that a keyboard can scroll a table wider than a phone: a named region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="data-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? 'data-number' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => {
                const numeric = columns[index]?.numeric ? 'data-number' : undefined
                return index === 0 ? (
                  <th key={index} scope="row" className={numeric}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={numeric}>
                    {cell}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
