import type { CourseKey, EpisodeTracker as Tracker } from '@app/contract/courses'
import { EpisodeTrackerUpdateSchema } from '@app/contract/courses'
import { toApiError } from '@app/domain/shared/api-errors'
import { LIMITS } from '@app/domain/shared/constants'
import { trackerStatusText } from '@app/domain/courses/course-progress'
import { useId, useState, type FormEvent } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { ProgressBar } from '../../../components/ui/progress-bar'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useUpdateEpisodeTracker } from '../../../api/courses/mutations'
import '../courses.css'

export interface EpisodeTrackerProps {
  course: CourseKey
  episodeId: string
  tracker: Tracker
  items: string[]
}

const ItemSchema = EpisodeTrackerUpdateSchema.shape.items.element

/**
 * An exercise that asks for a number of own items (week 7: at least 3 mind maps): the user lists
 * what they made and sees how far they are. The list changes only when the server has saved it;
 * a failed add keeps the typed name.
 */
export function EpisodeTracker({ course, episodeId, tracker, items }: EpisodeTrackerProps) {
  const id = useId()
  const [name, setName] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync, isPending } = useUpdateEpisodeTracker(course)

  const saveList = async (next: string[]): Promise<boolean> => {
    setFailure(null)
    try {
      await mutateAsync({ body: { course, episodeId, items: next } })
      return true
    } catch (error) {
      setFailure(toApiError(error).message)
      return false
    }
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = ItemSchema.safeParse(name)
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message)
      return
    }
    if (items.length >= LIMITS.trackedItemsMax) {
      setFieldError(`Możesz zapisać najwyżej ${LIMITS.trackedItemsMax} pozycji`)
      return
    }
    setFieldError(undefined)
    if (await saveList([...items, parsed.data])) setName('')
  }

  return (
    <section className="episode-tracker" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Twoja lista</h2>
      <p role="status" className="episode-tracker-status">
        {trackerStatusText(tracker, items.length)}
      </p>
      <ProgressBar
        className="episode-tracker-progress"
        max={tracker.minimum}
        value={Math.min(items.length, tracker.minimum)}
        label="Twoja lista"
        tone={items.length >= tracker.minimum ? 'success' : 'accent'}
      />
      {items.length > 0 ? (
        <ol className="episode-tracker-items">
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>
              <span>{item}</span>
              <Button
                variant="secondary"
                disabled={isPending}
                aria-label={`Usuń: ${item}`}
                onClick={() => void saveList(items.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
                Usuń
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <form className="episode-tracker-form" noValidate onSubmit={(event) => void add(event)}>
        <TextField
          label={tracker.itemLabel}
          value={name}
          maxLength={LIMITS.trackedItemMax}
          error={fieldError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={isPending} busyLabel="Zapisywanie…">
          <Plus aria-hidden="true" />
          Dodaj do listy
        </Button>
      </form>
    </section>
  )
}
