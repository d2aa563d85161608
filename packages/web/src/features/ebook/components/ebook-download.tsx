import type { EbookId } from '@app/contract/ebook'
import { toApiError } from '@app/domain/api-errors'
import { formatWarsawDateTime } from '@app/domain/format'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
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
  /** Start the download as soon as the page opens (SPEC: the download pages redirect to the file). */
  autoStart?: boolean
}

/**
 * The download button of an ebook. The signed link is asked for once and reused from the
 * browser's storage until 30 s before it expires, so repeated clicks do not call the API.
 */
export function EbookDownload({ ebook, autoStart = true }: EbookDownloadProps) {
  const [busy, setBusy] = useState(false)
  const [started, setStarted] = useState<CachedDownload | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const download = useExclusive(async () => {
    setFailure(null)
    setBusy(true)
    try {
      const link = await signedDownload(ebook, () => fetchDownloadLink(ebook))
      startDownload(link)
      setStarted(link)
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  })

  useRunOnce(() => void download(), autoStart)

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
