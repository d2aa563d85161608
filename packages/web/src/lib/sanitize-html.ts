import DOMPurify, { type Config } from 'dompurify'

/**
 * Article HTML comes from the API (written in the admin editor) and is rendered as HTML, so it goes
 * through DOMPurify first: HTML only (no SVG or MathML, whose parsing quirks carry most mutation
 * XSS), no scripts, event handlers or `javascript:` URLs (DOMPurify's defaults), and further no
 * styles or form controls, which could dress the article up as part of the site (a fake login
 * form, an overlay). Ids and names are prefixed so they cannot clobber the page's globals.
 *
 * Shared by the blog's article page and the admin editor's preview, so the preview shows exactly
 * what readers get.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
}

let purifier: ReturnType<typeof DOMPurify> | null = null
/** The build-time prerender runs in Node, which has no DOM: it lends one (jsdom). */
let serverWindow: (Window & typeof globalThis) | null = null

export function setSanitizerWindow(view: Window & typeof globalThis) {
  serverWindow = view
  purifier = null
}

function instance() {
  if (purifier) return purifier
  const view = typeof window === 'undefined' ? serverWindow : window
  if (!view) throw new Error('sanitizeArticleHtml needs a DOM: call setSanitizerWindow first.')
  // Our own instance, so the hooks below never affect another user of DOMPurify.
  const created = DOMPurify(view)
  created.addHook('afterSanitizeAttributes', (node) => {
    const href = node.nodeName === 'A' ? node.getAttribute('href') : null
    if (href !== null) {
      // Links leave the site in a new tab without handing it our window (reverse tabnabbing).
      const { origin } = view.location
      if (new URL(href, view.location.href).origin !== origin) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else {
        node.removeAttribute('target')
      }
    }
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
  purifier = created
  return created
}

/** The article's HTML, safe to render. */
export function sanitizeArticleHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false })
}
