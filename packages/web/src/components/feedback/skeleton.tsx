import './skeleton.css'

/**
 * A page's shape while its data loads (DESIGN: skeletons of the real content, not a spinner): a
 * heading line and `rows` blocks. Hidden from assistive technology, which hears 'Ładowanie…'.
 */
export function Skeleton({ rows = 3, label = 'Ładowanie…' }: { rows?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-heading" aria-hidden="true" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-block" aria-hidden="true" />
      ))}
    </div>
  )
}
