import type { Deck } from '@app/contract/flashcards'
import { toApiError } from '@app/domain/shared/api-errors'
import { useState } from 'react'
import { Download } from 'lucide-react'
import { fetchDeckExport } from '../../../api/flashcards/queries'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast'

/** 'Eksportuj CSV': the deck as a file (front, back, tags), safe to open in a spreadsheet. */
export function ExportButton({ deck }: { deck: Deck }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = await fetchDeckExport(deck.id, 'csv')
      const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }))
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: file.fileName,
      })
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      toast.error(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="secondary"
      busy={busy}
      busyLabel="Przygotowywanie pliku…"
      onClick={() => void download()}
    >
      <Download aria-hidden="true" />
      Eksportuj CSV
    </Button>
  )
}
