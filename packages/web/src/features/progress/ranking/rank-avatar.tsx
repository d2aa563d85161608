import { apiAssetUrl } from '../../../lib/config'
import './ranking.css'

/** A row's picture, or the name's initials; decorative (the name is beside it). */
export function RankAvatar({ name, url }: { name: string; url: string | null }) {
  if (url)
    return <img className="rank-avatar" src={apiAssetUrl(url)} alt="" width={32} height={32} />
  const initials = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('pl'))
    .join('')
  return (
    <span className="rank-avatar" aria-hidden="true">
      {initials}
    </span>
  )
}
