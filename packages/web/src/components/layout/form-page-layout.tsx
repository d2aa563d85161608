import type { ReactNode } from 'react'
import './form-page.css'

export interface FormPageLayoutProps {
  /** The id of the page's h1 (the first child), which names the page's section. */
  labelledBy: string
  children: ReactNode
  /** Context for the form (what the account gives): beside it on wide screens, under it on phones. */
  aside?: ReactNode
}

/**
 * The frame of a page whose content is one form or its outcome (sign-in, sign-up, password,
 * activation, e-mail verification): a card centred on the page, with an optional context panel.
 */
export function FormPageLayout({ labelledBy, children, aside }: FormPageLayoutProps) {
  return (
    <section
      className={aside ? 'form-page form-page-with-aside' : 'form-page'}
      aria-labelledby={labelledBy}
    >
      <div className="form-page-main">{children}</div>
      {aside && <div className="form-page-aside">{aside}</div>}
    </section>
  )
}
