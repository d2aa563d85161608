import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The element's width in CSS pixels, following resizes (charts draw to it). Measured before the
 * browser paints, so the first drawing at `fallback` is never seen (nor widens the page).
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth || fallback)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [fallback])
  return { ref, width }
}
