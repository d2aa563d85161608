import type { Exercise } from '@app/contract/exercises'
import type { ExerciseStatus } from '@app/contract/exercises/constants'
import { Info } from 'lucide-react'
import './exercise.css'

const NOTES: Partial<Record<ExerciseStatus, string>> = {
  PRIVATE:
    'To zadanie jest prywatne: widzisz je tylko Ty. Wyślij je do recenzji, aby trafiło do bazy.',
  PENDING: 'To zadanie czeka na recenzję. Po zatwierdzeniu trafi do wspólnej bazy.',
  CHANGES_REQUESTED: 'Recenzent poprosił o poprawki.',
  REJECTED: 'Recenzent odrzucił to zadanie.',
}

/** Where an exercise not in the bank stands, with the reviewer's comment for its author. */
export function StatusNote({ exercise }: { exercise: Exercise }) {
  const note = NOTES[exercise.status]
  if (!note) return null
  return (
    <div className="exercise-status-note">
      <Info aria-hidden="true" />
      <div>
        <p>{note}</p>
        {exercise.reviewComment && (
          <p>
            <strong>Komentarz recenzenta:</strong> {exercise.reviewComment}
          </p>
        )}
      </div>
    </div>
  )
}
