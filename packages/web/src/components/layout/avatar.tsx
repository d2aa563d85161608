import type { User } from '@app/contract/user'
import { apiAssetUrl } from '../../lib/config'

export interface AvatarProps {
  user: Pick<User, 'name' | 'settings'>
  /** The picture's text where it is not beside the name (e.g. a preview); decorative by default. */
  alt?: string
  /** Another size or place (the header's is 2.25rem). */
  className?: string
}

/** The user's picture, or their initials; decorative unless given an `alt` (the name is next to it). */
export function Avatar({ user, alt = '', className }: AvatarProps) {
  const classes = ['avatar', className].filter(Boolean).join(' ')
  const imageUrl = user.settings.general.imageUrl
  if (imageUrl) {
    return <img className={classes} src={apiAssetUrl(imageUrl)} alt={alt} width={32} height={32} />
  }
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span className={classes} aria-hidden="true">
      {initials}
    </span>
  )
}
