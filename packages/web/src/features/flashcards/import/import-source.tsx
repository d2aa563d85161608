import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { checkImportText, readImportFile } from './import-file'
import { FileInput } from '../../../components/ui/file-input'
import '../../../components/ui/text-area.css'
import './import.css'

/** Where the cards come from: a file (≤ 1 MB, ≤ 5000 rows) or pasted text, checked before reading. */
export function ImportSource({ onText }: { onText: (text: string | null) => void }) {
  const id = useId()
  const [pasted, setPasted] = useState('')
  const [error, setError] = useState<string | null>(null)

  const take = (checked: { text: string } | { error: string }) => {
    if ('error' in checked) {
      setError(checked.error)
      onText(null)
    } else {
      setError(null)
      onText(checked.text)
    }
  }

  return (
    <section className="import-source" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Skąd fiszki</h2>
      <FormAlert>{error}</FormAlert>
      <div className="field">
        <label htmlFor={`${id}-file`}>Plik z Anki, Quizlet albo CSV</label>
        <p className="field-hint" id={`${id}-file-hint`}>
          Plik tekstowy (TXT, CSV, TSV) do 1 MB i 5000 wierszy.
        </p>
        <FileInput
          id={`${id}-file`}
          accept=".txt,.csv,.tsv,text/plain,text/csv,text/tab-separated-values"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void readImportFile(file).then(take)
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-paste`}>Albo wklej tekst</label>
        <textarea
          id={`${id}-paste`}
          className="text-area"
          rows={6}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        disabled={pasted.trim() === ''}
        onClick={() => take(checkImportText(pasted))}
      >
        Sprawdź wklejony tekst
      </Button>
    </section>
  )
}
