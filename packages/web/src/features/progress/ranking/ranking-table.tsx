import type { RankingEntry } from '@app/contract/progress'
import { formatNumber } from '../../../lib/study-format'
import { RankAvatar } from './rank-avatar'
import './ranking.css'

/**
 * Rows of a week's league as a table: place, picture and name, level, XP. The caller's row is
 * marked three ways: aria-current, its look and the words '(Ty)'.
 */
export function RankingTable({
  caption,
  rows,
  captionHidden = false,
}: {
  caption: string
  rows: readonly RankingEntry[]
  captionHidden?: boolean
}) {
  return (
    // Focusable so that a keyboard can scroll it if long names make it wider than a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="ranking-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="ranking-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Miejsce</th>
            <th scope="col">Uczeń</th>
            <th scope="col" className="ranking-number">
              Poziom
            </th>
            <th scope="col" className="ranking-number">
              XP
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={`${row.place}-${index}-${row.displayName}`}
              className={row.isMe ? 'ranking-me' : undefined}
              aria-current={row.isMe ? 'true' : undefined}
            >
              <td className="ranking-place">{row.place}.</td>
              <th scope="row" className="ranking-name">
                <span className="ranking-person">
                  <RankAvatar name={row.displayName} url={row.avatarUrl} />
                  <span>
                    {row.displayName}
                    {row.isMe ? <strong className="ranking-you"> (Ty)</strong> : null}
                  </span>
                </span>
              </th>
              <td className="ranking-number">{row.level}</td>
              <td className="ranking-number">{formatNumber(row.xp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
