import type { ReactNode } from 'react'
import { ILLUSTRATION_SIZE, ILLUSTRATIONS, type IllustrationName } from './illustrations'
import './illustrations.css'

interface IllustrationProps {
  name: IllustrationName
  /** In the first screen: fetched early and eagerly. Otherwise it loads when scrolled near. */
  priority?: boolean
  className?: string
}

/** One drawing as a static image with its size, so the page keeps its place before it loads. */
export function Illustration({ name, priority = false, className }: IllustrationProps) {
  const { src, alt } = ILLUSTRATIONS[name]
  return (
    <img
      className={className ? `illustration ${className}` : 'illustration'}
      src={src}
      alt={alt}
      width={ILLUSTRATION_SIZE.width}
      height={ILLUSTRATION_SIZE.height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  )
}

interface IllustratedProps {
  illustration: IllustrationName
  children: ReactNode
  /** The page's opening (its h1 and promise): wider than the prose column, image fetched first. */
  hero?: boolean
}

/**
 * Text with its drawing beside it on a wide screen, under it on a phone. A hero inside `.prose`
 * spans the page's width while the rest of the prose keeps its reading width.
 */
export function Illustrated({ illustration, children, hero = false }: IllustratedProps) {
  return (
    <div className={hero ? 'illustrated illustrated-hero' : 'illustrated'}>
      <div className="illustrated-text">{children}</div>
      <Illustration name={illustration} priority={hero} className="illustrated-image" />
    </div>
  )
}
