import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/**
 * Renders a node into a fresh container in the document (for tests under
 * `@vitest-environment jsdom`); `unmount` removes it again.
 */
export async function render(node: ReactNode): Promise<{
  container: HTMLElement
  rerender: (next: ReactNode) => Promise<void>
  unmount: () => void
}> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(node))
  return {
    container,
    rerender: async (next) => act(async () => root.render(next)),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
