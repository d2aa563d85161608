import type { ReactNode } from 'react'
import './skeleton.css'

export interface SkeletonProps {
  /** Without `children`: a heading line and this many blocks. */
  rows?: number
  /** What a screen reader hears meanwhile. */
  label?: string
  /** The shapes of the content on its way (SkeletonText, SkeletonCard, …) instead of the rows. */
  children?: ReactNode
  /** Inline: a small part of a page (a card's progress) rather than a page; no padding. */
  inline?: boolean
}

/**
 * A page's or a part's shape while its data loads (DESIGN: skeletons of the real content, not a
 * spinner). The shapes are hidden from assistive technology, which hears the label instead.
 */
export function Skeleton({
  rows = 3,
  label = 'Ładowanie…',
  children,
  inline = false,
}: SkeletonProps) {
  return (
    <div
      className={inline ? 'skeleton skeleton-inline' : 'skeleton'}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">{label}</span>
      {children ? (
        <div className="skeleton-shapes" aria-hidden="true">
          {children}
        </div>
      ) : (
        <>
          <div className="skeleton-heading" aria-hidden="true" />
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className="skeleton-block" aria-hidden="true" />
          ))}
        </>
      )}
    </div>
  )
}

/** Lines of text, the last one shorter, as a paragraph would end. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton-text">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton-shape skeleton-line" />
      ))}
    </div>
  )
}

/** A card (../ui/card.tsx): its icon, title, meta line and two lines of body. */
export function SkeletonCard() {
  return (
    <div className="skeleton-card">
      <div className="skeleton-card-head">
        <SkeletonCircle size="md" />
        <div className="skeleton-text">
          <div className="skeleton-shape skeleton-line skeleton-line-title" />
          <div className="skeleton-shape skeleton-line skeleton-line-short" />
        </div>
      </div>
      <SkeletonText lines={2} />
    </div>
  )
}

/** A stat tile (../ui/stat-tile.tsx): the number and its label. */
export function SkeletonTile() {
  return (
    <div className="skeleton-card skeleton-tile">
      <div className="skeleton-shape skeleton-line skeleton-line-number" />
      <div className="skeleton-shape skeleton-line skeleton-line-short" />
    </div>
  )
}

/** A button or a link styled as one, while what it leads to loads. */
export function SkeletonButton() {
  return <div className="skeleton-shape skeleton-button" />
}

/** A circle: an icon, an avatar or a progress ring. */
export function SkeletonCircle({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <div className={`skeleton-shape skeleton-circle skeleton-circle-${size}`} />
}
