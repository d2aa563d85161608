import { ROUTES } from '@app/domain/navigation/routes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilterX, Plus, SearchX } from 'lucide-react'
import { exercisesQuery } from '../../../api/exercises/queries'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { ExerciseCard } from './exercise-card'
import { ExerciseFilters } from './exercise-filters'
import { NO_FILTERS, isFiltered, type ExerciseFilterValues } from './exercise-list-search'
import { ExercisePages } from './exercise-pages'
import { foundText } from './exercise-text'
import './exercises-list.css'

/** 'Baza zadań': the published exercises by the filters, with how many were found. */
export function BankTab({
  userId,
  filters,
  onFiltersChange,
}: {
  userId: string
  filters: ExerciseFilterValues
  onFiltersChange: (filters: ExerciseFilterValues) => void
}) {
  const list = useInfiniteQuery(exercisesQuery(userId, { scope: 'BANK', ...filters }))
  return (
    <div className="exercise-bank">
      <ExerciseFilters filters={filters} onChange={onFiltersChange} />
      <div className="exercise-results">
        <ExercisePages
          list={list}
          loadingLabel="Wczytywanie zadań…"
          header={(total) => (
            <p className="exercise-found" role="status">
              {foundText(total)}
            </p>
          )}
          empty={
            isFiltered(filters) ? (
              <EmptyState
                icon={SearchX}
                title="Nie znaleziono zadań dla tych filtrów."
                action={
                  <Button variant="secondary" onClick={() => onFiltersChange(NO_FILTERS)}>
                    <FilterX aria-hidden="true" />
                    Wyczyść filtry
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={SearchX}
                title="W bazie nie ma jeszcze zadań."
                action={
                  <Link to={ROUTES.exerciseNew} className="button button-primary">
                    <Plus aria-hidden="true" />
                    Dodaj zadanie
                  </Link>
                }
              />
            )
          }
          renderCard={(exercise) => <ExerciseCard key={exercise.id} exercise={exercise} />}
        />
      </div>
    </div>
  )
}
