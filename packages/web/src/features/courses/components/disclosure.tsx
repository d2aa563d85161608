import { useState, type ReactNode } from 'react'
import '../courses.css'

/** A native disclosure whose content is rendered only once opened (so it can load lazily). */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="course-feedback"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary>{summary}</summary>
      {opened ? children : null}
    </details>
  )
}
