/** The first focusable element: jumps over the header to the page's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Przejdź do treści
    </a>
  )
}
