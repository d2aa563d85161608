import type { ExerciseEdit } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { GitCompare } from 'lucide-react'
import { RichText } from '../../../components/rich-text/rich-text'
import { Button } from '../../../components/ui/button'
import { KeyView } from '../exercise/solution-section'
import './editor.css'

export interface ConflictPanelProps {
  /** The exercise as the server has it now. */
  server: ExerciseEdit
  saving: boolean
  /** Save what is in the form over the server's version. */
  onKeepMine: () => void
  /** Drop what was typed and edit the server's version. */
  onTakeServers: () => void
}

/**
 * A save refused with 409 (decision 0189): 'To zadanie zmieniono w międzyczasie.' The form keeps
 * the student's text; the server's version is shown beside it to compare, and either one goes on.
 */
export function ConflictPanel({ server, saving, onKeepMine, onTakeServers }: ConflictPanelProps) {
  const { source } = server
  return (
    <section className="exercise-editor-conflict" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">
        <GitCompare aria-hidden="true" />
        {EXERCISES_TEXT.staleVersion}
      </h2>
      <p>
        Ktoś zapisał je {formatWarsawDateTime(Date.parse(server.updatedAt))}. Twoja wersja jest
        nadal w formularzu; poniżej wersja z serwera do porównania.
      </p>
      <details className="exercise-editor-server" open>
        <summary>Wersja z serwera</summary>
        <h3>{source.title}</h3>
        <RichText source={source.statement} />
        <KeyView answerKey={source.answer} />
        <h4>Rozwiązanie</h4>
        <RichText source={source.solution} />
        {source.hints.length > 0 && (
          <>
            <h4>Podpowiedzi</h4>
            <ol>
              {source.hints.map((hint, index) => (
                <li key={index}>
                  <RichText source={hint} />
                </li>
              ))}
            </ol>
          </>
        )}
      </details>
      <div className="exercise-editor-actions">
        <Button onClick={onKeepMine} busy={saving} busyLabel="Zapisywanie…">
          Zapisz moją wersję
        </Button>
        <Button variant="secondary" onClick={onTakeServers} disabled={saving}>
          Weź wersję z serwera
        </Button>
      </div>
    </section>
  )
}
