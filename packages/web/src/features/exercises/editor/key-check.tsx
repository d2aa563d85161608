import { AnswerKeySchema, type AnswerKey } from '@app/contract/exercises'
import { EXERCISE_LIMITS, type AnswerType } from '@app/contract/exercises/constants'
import { VERDICT_LABELS } from '@app/contract/exercises/text'
import { FlaskConical } from 'lucide-react'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toSourceCandidate, type EditorValues } from './editor-values'
import type { SampleVerdict } from './sample-check'
import './editor.css'

/** The domain's checker (and mathjs under it) loads when an author first tries an answer. */
const loadChecker = () => import('./sample-check')

/**
 * 'Sprawdź odpowiedź': a sample answer tried against the key being written, with the same checker
 * the server uses, in this browser: '36 km/h' against 10 m/s, '2x+2' against 2(x+1). Numeric and
 * expression keys only; options are checked by what is marked.
 */
export function KeyCheck({ type }: { type: AnswerType }) {
  const { getValues } = useFormContext<EditorValues>()
  const [sample, setSample] = useState('')
  const [result, setResult] = useState<SampleVerdict | { problem: string } | null>(null)
  const [checking, setChecking] = useState(false)
  if (type !== 'NUMERIC' && type !== 'EXPRESSION') return null

  const check = async () => {
    const answer = (toSourceCandidate(getValues()) as { answer: unknown }).answer
    const key = AnswerKeySchema.safeParse(answer)
    if (!key.success)
      return setResult({
        problem: `Najpierw popraw odpowiedź: ${key.error.issues[0]?.message ?? ''}`,
      })
    if (!sample.trim()) return setResult({ problem: 'Wpisz przykładową odpowiedź ucznia.' })
    setChecking(true)
    try {
      const { checkSample } = await loadChecker()
      setResult(checkSample(key.data as AnswerKey, sample))
    } catch {
      setResult({ problem: 'Nie udało się wczytać sprawdzania. Spróbuj ponownie.' })
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="exercise-editor-check">
      <TextField
        label="Przykładowa odpowiedź ucznia"
        hint={type === 'NUMERIC' ? 'Np. 18 km albo 18000 m.' : 'Np. 2x+2.'}
        autoComplete="off"
        spellCheck={false}
        maxLength={EXERCISE_LIMITS.answerMax}
        value={sample}
        onChange={(event) => setSample(event.target.value)}
        onKeyDown={(event) => {
          // Enter tries the sample; it must not send the whole form.
          if (event.key === 'Enter') {
            event.preventDefault()
            void check()
          }
        }}
      />
      <Button
        variant="secondary"
        onClick={() => void check()}
        busy={checking}
        busyLabel="Sprawdzanie…"
      >
        <FlaskConical aria-hidden="true" />
        Sprawdź odpowiedź
      </Button>
      <p className="exercise-editor-check-result" role="status">
        {result === null
          ? null
          : 'problem' in result
            ? result.problem
            : [
                `${VERDICT_LABELS[result.verdict]}.`,
                result.feedback,
                result.understoodAs ? `Rozumiem to jako: ${result.understoodAs}.` : '',
              ]
                .filter(Boolean)
                .join(' ')}
      </p>
    </div>
  )
}
