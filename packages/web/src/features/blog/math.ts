/** `$$…$$` (display) or `$…$` (inline) TeX in the article's text. */
const MATH_PATTERN = /\$\$[\s\S]+?\$\$|\$[^$\n]+\$/

export function hasMath(html: string): boolean {
  return MATH_PATTERN.test(html)
}

/**
 * Typesets the TeX in `element` with KaTeX, which is loaded (with its styles and fonts) only for
 * an article that has math. KaTeX runs untrusted (no `\href`, `\url`, `\html…`), so TeX cannot
 * add links or markup. SPEC §8: a typesetting error is swallowed silently; the TeX stays as text.
 */
export async function typesetMath(element: HTMLElement): Promise<void> {
  try {
    const [{ default: renderMathInElement }] = await Promise.all([
      import('katex/contrib/auto-render'),
      loadKatexStyles(),
    ])
    renderMathInElement(element, {
      delimiters: [
        { left: '$$', right: '$$', display: true },
        { left: '$', right: '$', display: false },
      ],
      throwOnError: true,
      trust: false,
      errorCallback: () => {},
    })
  } catch {
    // Typesetting errors (and a failed chunk load) leave the text as it is.
  }
}

/**
 * KaTeX's stylesheet as a file of its own, linked only when an article has math (the app's own
 * CSS is one file that every page loads, see vite.config.ts).
 */
async function loadKatexStyles(): Promise<void> {
  const { default: href } = await import('katex/dist/katex.min.css?url')
  if (document.querySelector(`link[href="${href}"]`)) return
  await new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)))
    document.head.append(link)
  })
}
