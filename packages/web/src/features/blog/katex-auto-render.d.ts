// KaTeX ships types for its core only; this is the part of auto-render's API we use.
declare module 'katex/contrib/auto-render' {
  import type { KatexOptions } from 'katex'

  export interface RenderMathInElementOptions extends KatexOptions {
    delimiters?: { left: string; right: string; display: boolean }[]
    ignoredTags?: string[]
    ignoredClasses?: string[]
    errorCallback?: (message: string, error: Error) => void
  }

  export default function renderMathInElement(
    element: HTMLElement,
    options?: RenderMathInElementOptions,
  ): void
}
