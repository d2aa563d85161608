/** `$$…$$` (display) or `$…$` (inline) TeX. */
const MATH_PATTERN = /\$\$[\s\S]+?\$\$|\$[^$\n]+\$/

export const hasMath = (text: string): boolean => MATH_PATTERN.test(text)

/**
 * KaTeX's stylesheet as a file of its own, linked only where math is shown (the app's own CSS is
 * one file that every page loads, see vite.config.ts).
 */
export async function loadKatexStyles(): Promise<void> {
  const { default: href } = await import('katex/dist/katex.min.css?url')
  if (document.querySelector(`link[href="${href}"]`)) return
  await new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)))
    document.head.append(link)
  })
}
