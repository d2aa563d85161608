import type { EbookId } from '@app/contract/ebook'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import { EBOOKS } from '../ebooks'
import { EbookDownload } from './ebook-download'
import '../ebook.css'

/** What to do after each download. */
const NEXT_STEPS: Record<EbookId, { text: string; label: string; to: string }> = {
  ebook: {
    text: 'Spodobały Ci się wskazówki z ebooka? W bezpłatnym minikursie przećwiczysz je przez tydzień.',
    label: 'Zobacz minikurs',
    to: ROUTES.pedSignUp,
  },
  webinar: {
    text: 'Chcesz przejść całą metodę krok po kroku? Kurs Efektywnego Działania rozwija tematy z webinaru przez dziewięć tygodni.',
    label: 'Poznaj kurs',
    to: ROUTES.kedOffer,
  },
  'domination-plan': {
    text: 'Na platformie wypełnisz plan dominacji online, a planer nauki zamieni go na plan każdego dnia.',
    label: 'Otwórz plan dominacji',
    to: ROUTES.dominationPlan,
  },
}

/**
 * /ebook/pobierz, /ebook/webinar/pobierz, /ebook/plan-dominacji: one ebook's download; `token`
 * is the `?token=` of the emailed link (the main ebook needs it).
 */
export function EbookDownloadPage({ ebook, token }: { ebook: EbookId; token?: string }) {
  const { title, summary, contents } = EBOOKS[ebook]
  const next = NEXT_STEPS[ebook]
  return (
    <article className="prose">
      <Illustrated illustration="ebook" hero>
        <h1>Pobierz: {title}</h1>
        <p className="lead">{summary}</p>
      </Illustrated>
      <EbookDownload ebook={ebook} token={token} />
      <h2>W pliku znajdziesz</h2>
      <ul>
        {contents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>Co dalej</h2>
      <p>{next.text}</p>
      <p className="cta-row">
        <Link to={next.to} className="button button-secondary">
          {next.label}
        </Link>
      </p>
    </article>
  )
}
