import { toApiError } from '@app/domain/shared/api-errors'
import * as Dialog from '@radix-ui/react-dialog'
import { CalendarPlus, Copy, Download, Link2Off, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { fetchPlanCalendar } from '../../../api/planner/queries'
import { useCreateFeed, useDeleteFeed } from '../../../api/planner/mutations'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useCopyLink } from '../../../lib/use-copy-link'
import '../../../components/ui/confirm-dialog.css'
import './plan-view.css'

/** A download named after the plan: 'semestr-zimowy.ics'. */
const fileName = (name: string) =>
  `${
    name
      .toLocaleLowerCase('pl')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ł/g, 'l')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'plan'
  }.ics`

/**
 * 'Eksportuj do kalendarza': the plan once as an .ics file, or a subscription address that a
 * calendar app (Google, Apple, Outlook) keeps reading; a new address switches the old one off.
 */
export function ExportCalendar({ planId, planName }: { planId: string; planName: string }) {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [feed, setFeed] = useState<string | null>(null)
  const createFeed = useCreateFeed()
  const deleteFeed = useDeleteFeed()
  const { copy, status } = useCopyLink()

  const download = async () => {
    setFailure(null)
    setDownloading(true)
    try {
      const text = await fetchPlanCalendar(planId)
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }))
      Object.assign(document.createElement('a'), {
        href: url,
        download: fileName(planName),
      }).click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      setFailure(toApiError(error).message)
    } finally {
      setDownloading(false)
    }
  }
  const subscribe = () => {
    setFailure(null)
    createFeed.mutate(
      { params: { id: planId } },
      {
        onSuccess: ({ body }) => setFeed(body.url),
        onError: (error) => setFailure(toApiError(error).message),
      },
    )
  }
  const unsubscribe = () => {
    setFailure(null)
    deleteFeed.mutate(
      { params: { id: planId } },
      {
        onSuccess: () => setFeed(null),
        onError: (error) => setFailure(toApiError(error).message),
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <CalendarPlus aria-hidden="true" />
          Eksportuj do kalendarza
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog export-dialog">
          <Dialog.Title className="confirm-dialog-title">Eksportuj do kalendarza</Dialog.Title>
          <Dialog.Description>
            Pobierz plik z blokami tego planu albo zasubskrybuj go w aplikacji kalendarza: wtedy
            zmiany w planie pojawią się tam same.
          </Dialog.Description>
          <FormAlert>{failure}</FormAlert>
          <section className="export-option" aria-labelledby="export-file">
            <h3 id="export-file">Plik .ics</h3>
            <Button
              variant="secondary"
              busy={downloading}
              busyLabel="Przygotowywanie pliku…"
              onClick={() => void download()}
            >
              <Download aria-hidden="true" />
              Pobierz plik .ics
            </Button>
          </section>
          <section className="export-option" aria-labelledby="export-feed">
            <h3 id="export-feed">Subskrypcja</h3>
            {feed ? (
              <>
                <label className="field-label" htmlFor="feed-url">
                  Adres subskrypcji
                </label>
                <input id="feed-url" className="feed-url" readOnly value={feed} />
                <p className="field-hint">
                  Wklej go w kalendarzu jako „Dodaj kalendarz z adresu URL”. Nie udostępniaj go: kto
                  go ma, widzi Twój plan.
                </p>
                <div className="confirm-dialog-actions">
                  <Button variant="secondary" onClick={() => void copy(feed)}>
                    <Copy aria-hidden="true" />
                    Kopiuj link
                  </Button>
                  <a className="button button-secondary" href={feed.replace(/^https?:/, 'webcal:')}>
                    Otwórz w aplikacji kalendarza
                  </a>
                  <Button variant="secondary" busy={createFeed.isPending} onClick={subscribe}>
                    <RefreshCw aria-hidden="true" />
                    Nowy adres
                  </Button>
                  <Button variant="secondary" busy={deleteFeed.isPending} onClick={unsubscribe}>
                    <Link2Off aria-hidden="true" />
                    Wyłącz subskrypcję
                  </Button>
                </div>
                <p role="status" className="field-hint">
                  {status}
                </p>
              </>
            ) : (
              <>
                <p className="field-hint">
                  Utworzenie adresu wyłącza adres utworzony wcześniej, jeśli był.
                </p>
                <Button variant="secondary" busy={createFeed.isPending} onClick={subscribe}>
                  <CalendarPlus aria-hidden="true" />
                  Utwórz adres subskrypcji
                </Button>
              </>
            )}
          </section>
          <div className="confirm-dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary">Zamknij</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
