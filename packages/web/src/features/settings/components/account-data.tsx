import { toApiError } from '@app/domain/shared/api-errors'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { useState } from 'react'
import { FileDown } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { fetchAccountExport } from '../../../api/user/queries'
import { useExclusive } from '../../../lib/use-exclusive'
import './settings.css'
import './settings-grid.css'

/** The export's file name: efektywna-nauka-dane-RRRR-MM-DD.json, the Warsaw date of the download. */
export const exportFileName = (now: Date) => `efektywna-nauka-dane-${toWarsawDateKey(now)}.json`

function saveAsFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  URL.revokeObjectURL(url)
}

/** 'Pobierz moje dane': everything held about the user, as a JSON file. */
export function AccountData() {
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const download = useExclusive(async () => {
    setFailure(null)
    setBusy(true)
    try {
      const data = await fetchAccountExport()
      saveAsFile(exportFileName(new Date()), JSON.stringify(data, null, 2))
    } catch (error) {
      setFailure(`Nie udało się pobrać danych. ${toApiError(error).message}`)
    } finally {
      setBusy(false)
    }
  })
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={FileDown}
      title="Twoje dane"
      className="settings-card settings-side"
      actions={
        <Button variant="secondary" busy={busy} busyLabel="Przygotowujemy plik…" onClick={download}>
          Pobierz moje dane
        </Button>
      }
    >
      <p className="settings-card-note">
        Plik JSON ze wszystkim, co przechowujemy o Twoim koncie: profil, ustawienia, postępy w
        kursach i historię nauki (bez hasła).
      </p>
      <FormAlert>{failure}</FormAlert>
    </Card>
  )
}
