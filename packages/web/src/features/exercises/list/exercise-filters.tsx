import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_PROGRESS_FILTERS,
  EXERCISE_SUBJECTS,
  EXERCISE_TOPICS,
} from '@app/contract/exercises/constants'
import {
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_LEVEL_LABELS,
  EXERCISE_PROGRESS_FILTER_LABELS,
} from '@app/contract/exercises/text'
import { FilterX } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { SelectField } from '../../../components/ui/select-field'
import {
  NO_FILTERS,
  isFiltered,
  normalizeFilters,
  type ExerciseFilterValues,
} from './exercise-list-search'
import { EXERCISE_SUBJECT_LABELS } from './exercise-text'
import './exercises-list.css'

/** Several ids picked by ticking boxes, in a fieldset named by `legend`. */
function CheckboxGroup<T extends string>({
  legend,
  options,
  values,
  onChange,
}: {
  legend: string
  options: readonly { value: T; label: string }[]
  values: readonly T[]
  onChange: (values: T[]) => void
}) {
  return (
    <fieldset className="exercise-filter-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={values.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...values, option.value]
                : values.filter((value) => value !== option.value),
            )
          }
        />
      ))}
    </fieldset>
  )
}

/** One of a few ids, as native radios in a column (the sidebar is too narrow for a row). */
function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <fieldset className="exercise-filter-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="exercise-filter-radio">
          <input
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  )
}

const MANY_TOPICS = '__many__'

/**
 * The bank's filters: subjects, levels, a topic of the chosen subjects, difficulties and status.
 * Each change applies at once (the address and the list follow); 'Wyczyść filtry' shows
 * everything.
 */
export function ExerciseFilters({
  filters,
  onChange,
}: {
  filters: ExerciseFilterValues
  onChange: (filters: ExerciseFilterValues) => void
}) {
  const change = (patch: Partial<ExerciseFilterValues>) =>
    onChange(normalizeFilters({ ...filters, ...patch }))
  const subjects = filters.subjects.length > 0 ? filters.subjects : EXERCISE_SUBJECTS
  const topicValue =
    filters.topics.length === 0 ? '' : filters.topics.length === 1 ? filters.topics[0] : MANY_TOPICS

  return (
    <form
      className="exercise-filters"
      role="search"
      aria-label="Filtry zadań"
      onSubmit={(event) => event.preventDefault()}
    >
      <CheckboxGroup
        legend="Przedmiot"
        options={EXERCISE_SUBJECTS.map((value) => ({
          value,
          label: EXERCISE_SUBJECT_LABELS[value],
        }))}
        values={filters.subjects}
        onChange={(values) => change({ subjects: values })}
      />
      <CheckboxGroup
        legend="Poziom"
        options={EXERCISE_LEVELS.map((value) => ({ value, label: EXERCISE_LEVEL_LABELS[value] }))}
        values={filters.levels}
        onChange={(values) => change({ levels: values })}
      />
      <SelectField
        label="Temat"
        value={topicValue}
        onChange={(event) => {
          const value = event.target.value
          if (value !== MANY_TOPICS) change({ topics: value ? [value] : [] })
        }}
      >
        <option value="">Wszystkie tematy</option>
        {topicValue === MANY_TOPICS ? (
          <option value={MANY_TOPICS} disabled>
            Wybrane tematy: {filters.topics.length}
          </option>
        ) : null}
        {subjects.map((subject) => (
          <optgroup key={subject} label={EXERCISE_SUBJECT_LABELS[subject]}>
            {EXERCISE_TOPICS[subject].map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <CheckboxGroup
        legend="Trudność"
        options={EXERCISE_DIFFICULTIES.map((value) => ({
          value,
          label: EXERCISE_DIFFICULTY_LABELS[value],
        }))}
        values={filters.difficulty}
        onChange={(values) => change({ difficulty: values })}
      />
      <RadioGroup
        legend="Status"
        options={EXERCISE_PROGRESS_FILTERS.map((value) => ({
          value,
          label: EXERCISE_PROGRESS_FILTER_LABELS[value],
        }))}
        value={filters.status}
        onChange={(status) => change({ status })}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={!isFiltered(filters)}
        onClick={() => onChange(NO_FILTERS)}
      >
        <FilterX aria-hidden="true" />
        Wyczyść filtry
      </Button>
    </form>
  )
}
