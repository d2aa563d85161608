import type { EbookId } from '@app/contract/ebook'
import { toApiError } from '@app/domain/shared/api-errors'
import { needsDownloadToken } from '@app/domain/ebook/ebook-download'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { fetchDownloadLink } from '../../../api/ebook/queries'
import { useExclusive } from '../../../lib/use-exclusive'
import { signedDownload, type CachedDownload } from '../download-cache'
import '../ebook.css'
import { useRunOnce } from '../../../lib/use-run-once'

/** Hands the file to the browser's download (the server sends it as an attachment). */
function startDownload({ url, fileName }: CachedDownload) {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

export interface EbookDownloadProps {
  ebook: EbookId
  /** The `?token=` of the emailed link: the main ebook is given only with it (decision 0112). */
  token?: string
  /** Start the download as soon as the page opens (SPEC: the download pages redirect to the file). */
  autoStart?: boolean
}

/**
 * The download button of an ebook. The signed link is asked for once and reused from the
 * browser's storage until 30 s before it expires, so repeated clicks do not call the API. An
 * ebook that needs a token says where to get one instead, without calling the API.
 */
export function EbookDownload({ ebook, token, autoStart = true }: EbookDownloadProps) {
  if (needsDownloadToken(ebook) && !token) return <MissingDownloadLink />
  return <Download ebook={ebook} token={token} autoStart={autoStart} />
}

function Download({ ebook, token, autoStart }: EbookDownloadProps) {
  const [busy, setBusy] = useState(false)
  const [started, setStarted] = useState<CachedDownload | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The API refused the link's token: trying again will not help, a new sign-up will.
  const [refused, setRefused] = useState<string | null>(null)

  const download = useExclusive(async () => {
    setFailure(null)
    setBusy(true)
    try {
      const link = await signedDownload(ebook, () => fetchDownloadLink(ebook, token))
      startDownload(link)
      setStarted(link)
    } catch (error) {
      const { httpsStatus, message } = toApiError(error)
      if (needsDownloadToken(ebook) && (httpsStatus === 403 || httpsStatus === 400))
        setRefused(message)
      else setFailure(message)
    } finally {
      setBusy(false)
    }
  })

  useRunOnce(() => void download(), autoStart)

  if (refused) return <RefusedDownloadLink message={refused} />
  return (
    <div className="ebook-download">
      <FormAlert>{failure && `Nie udało się przygotować pliku. ${failure}`}</FormAlert>
      <Button busy={busy} busyLabel="Przygotowujemy plik…" onClick={() => void download()}>
        {started ? 'Pobierz ponownie' : 'Pobierz ebook (PDF)'}
      </Button>
      <p role="status">
        {started
          ? `Pobieranie pliku ${started.fileName} się rozpoczęło. Jeśli nic się nie stało, kliknij przycisk jeszcze raz – link jest ważny do ${formatWarsawDateTime(started.expiresAt)}.`
          : ''}
      </p>
    </div>
  )
}

/** The way to the ebook for someone without a working link: its sign-up page. */
function GetEbookLink() {
  return (
    <p className="cta-row">
      <Link to={ROUTES.ebook} className="button button-primary">
        Odbierz ebook
      </Link>
    </p>
  )
}

/** The page opened without the emailed link's token (typed by hand, cut off when copied). */
function MissingDownloadLink() {
  return (
    <div className="ebook-download">
      <Outcome tone="info" title="Brakuje linku do pobrania">
        <p>
          Ebook pobierzesz z linku, który wysyłamy e-mailem po zapisie i potwierdzeniu adresu.
          Otwórz go prosto z wiadomości „Twój ebook jest gotowy do pobrania” – razem z częścią po
          „?token=”.
        </p>
        <p>Nie masz tej wiadomości? Zapisz się na stronie ebooka, a wyślemy Ci link.</p>
        <GetEbookLink />
      </Outcome>
    </div>
  )
}

/** The API did not accept the link's token (unknown, not confirmed, malformed). */
function RefusedDownloadLink({ message }: { message: string }) {
  return (
    <div className="ebook-download">
      <Outcome tone="error" title="Ten link do pobrania nie działa">
        <p>{message}</p>
        <GetEbookLink />
      </Outcome>
    </div>
  )
}
