import { useEffect, useState } from 'react'
import { useIdle } from './use-idle'

/**
 * A module that no first screen needs (a header menu's Radix code): loaded once the browser is idle
 * after mount, or at once when `now` turns true (the visitor reaches for it). Null until then, so
 * its requests and its evaluation come after the page's own content. If it fails to load it stays
 * null (a header menu then keeps its placeholder).
 */
export function useDeferredModule<M extends object>(
  load: () => Promise<M>,
  now: boolean,
): M | null {
  const idle = useIdle(true)
  const [module, setModule] = useState<M | null>(null)
  const wanted = idle || now
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    load().then(
      (loaded) => live && setModule(loaded),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wanted, module, load])
  return module
}
