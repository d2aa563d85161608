import { GRADES, type Grade } from '@app/contract/flashcards/constants'
import { useEffect, useLayoutEffect, useRef } from 'react'

interface StudyKeys {
  revealed: boolean
  onReveal: () => void
  onGrade: (grade: Grade) => void
  onUndo: () => void
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The study screen's keys: Space shows the answer, 1–4 grade, Ctrl+Z (⌘Z) undoes. Keys typed
 * into a field or opened dialog are left alone.
 */
export function useStudyKeys(keys: StudyKeys) {
  const latest = useRef(keys)
  // Before the browser paints, so a key pressed right after a change sees it.
  useLayoutEffect(() => {
    latest.current = keys
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.repeat) return
      const { revealed, onReveal, onGrade, onUndo } = latest.current
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault()
        onUndo()
        return
      }
      if (event.ctrlKey || event.metaKey) return
      if (event.key === ' ' && !revealed) {
        event.preventDefault()
        onReveal()
        return
      }
      const grade = GRADES.find((value) => String(value) === event.key)
      if (revealed && grade !== undefined) {
        event.preventDefault()
        onGrade(grade)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
