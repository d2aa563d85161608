import DOMPurify from 'dompurify'

/**
 * Article HTML made safe to render with `dangerouslySetInnerHTML`: DOMPurify's HTML profile (no
 * scripts, event handlers, `javascript:` URLs, SVG or MathML), and no inline styles, `<style>`
 * or form controls either, so stored content can neither run code nor restyle the page. Links
 * that open a new tab get `rel="noopener noreferrer"`. Shared by the blog reader and the editor's
 * preview, so both show exactly the same thing.
 */
export function sanitizeArticleHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  })
}

let instance: typeof DOMPurify | null = null

function purifier(): typeof DOMPurify {
  if (instance) return instance
  instance = DOMPurify
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return instance
}
