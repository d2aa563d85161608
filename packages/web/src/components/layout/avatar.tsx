import type { User } from '@app/contract/user'
import { apiAssetUrl } from '../../lib/config'

/** The user's picture, or their initials; decorative (the name is next to it). */
export function Avatar({ user }: { user: Pick<User, 'name' | 'settings'> }) {
  const imageUrl = user.settings.general.imageUrl
  if (imageUrl) {
    return <img className="avatar" src={apiAssetUrl(imageUrl)} alt="" width={32} height={32} />
  }
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span className="avatar" aria-hidden="true">
      {initials}
    </span>
  )
}
