import { hasMath, loadKatexStyles } from '../../components/rich-text/math'

export { hasMath }

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
