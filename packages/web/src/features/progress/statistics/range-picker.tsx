import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { SegmentedControl } from '../../../components/ui/segmented-control'
import { TextField } from '../../../components/ui/text-field'
import { rangeError, type StatisticsRange } from './statistics-range'
import type { StatisticsSearch } from './statistics-search'
import './statistics.css'

type Choice = StatisticsRange['kind']

const OPTIONS: readonly { value: Choice; label: string }[] = [
  { value: '7-dni', label: '7 dni' },
  { value: '30-dni', label: '30 dni' },
  { value: 'rok-szkolny', label: 'Ten rok szkolny' },
  { value: 'wlasny', label: 'Własny zakres' },
]

/**
 * The range of `/statystyki`, kept in the address: a preset at once, a range of the user's after
 * 'Pokaż' (at most 366 days, said at the form before asking the API).
 */
export function RangePicker({
  range,
  onChange,
}: {
  range: StatisticsRange
  onChange: (search: StatisticsSearch) => void
}) {
  const [choice, setChoice] = useState<Choice>(range.kind)
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [error, setError] = useState<string | null>(range.kind === 'wlasny' ? range.error : null)

  const choose = (next: Choice) => {
    setChoice(next)
    setError(null)
    if (next !== 'wlasny') onChange({ zakres: next })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = rangeError(from, to)
    setError(problem)
    if (!problem) onChange({ od: from, do: to })
  }

  return (
    <div className="statistics-range">
      <SegmentedControl legend="Okres" options={OPTIONS} value={choice} onChange={choose} />
      {choice === 'wlasny' ? (
        <form className="statistics-custom" noValidate onSubmit={submit}>
          <TextField
            label="Od"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            required
          />
          <TextField
            label="Do"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            hint="Najwyżej 366 dni."
            required
          />
          <Button type="submit" variant="secondary">
            Pokaż
          </Button>
          <FormAlert>{error}</FormAlert>
        </form>
      ) : null}
    </div>
  )
}
