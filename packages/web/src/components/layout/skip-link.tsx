/** The first focusable element: jumps over the header to the page's content. */
import './layout.css'
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Przejdź do treści
    </a>
  )
}
