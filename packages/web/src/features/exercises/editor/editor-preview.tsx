import { Eye } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { RichText } from '../../../components/rich-text/rich-text'
import { ExerciseBody } from '../exercise/exercise-body'
import type { EditorValues } from './editor-values'
import './editor.css'

/**
 * The exercise as students will see it, while typing: the statement with its pictures (the
 * exercise page's own renderer) and the solution.
 */
export function EditorPreview() {
  const { control } = useFormContext<EditorValues>()
  const [title, statement, solution, images] = useWatch({
    control,
    name: ['title', 'statement', 'solution', 'images'],
  })
  return (
    <section className="exercise-editor-preview" aria-labelledby="exercise-preview-heading">
      <h2 id="exercise-preview-heading">
        <Eye aria-hidden="true" />
        Podgląd
      </h2>
      <h3 className="exercise-editor-preview-title">{title?.trim() || 'Bez tytułu'}</h3>
      <ExerciseBody
        statement={statement?.trim() || 'Tu pojawi się treść zadania.'}
        images={(images ?? []).map((image) => ({ ...image, alt: image.alt || 'Obraz bez opisu' }))}
      />
      <h3 className="exercise-editor-preview-label">Rozwiązanie</h3>
      <RichText source={solution?.trim() || 'Tu pojawi się rozwiązanie.'} />
    </section>
  )
}
