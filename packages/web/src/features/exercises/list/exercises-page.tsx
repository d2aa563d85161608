import type { Group } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ClipboardCheck, Library, ListChecks, Plus, Settings, UserPen } from 'lucide-react'
import { useExerciseFiltersSave } from '../../../api/user/use-exercise-filters-save'
import { PageHeader } from '../../../components/ui/page-header'
import { Tabs, type TabItem } from '../../../components/ui/tabs'
import { BankTab } from './bank-tab'
import {
  canReviewExercises,
  filtersOfSearch,
  searchOfFilters,
  shownTab,
  type ExerciseFilterValues,
  type ExerciseListSearch,
  type ExerciseListTab,
} from './exercise-list-search'
import { MineTab } from './mine-tab'
import { ReviewTab } from './review-tab'
import { SolvedToday } from './solved-today'
import './exercises-list.css'

const TAB_LABELS: Record<ExerciseListTab, string> = {
  baza: 'Baza zadań',
  moje: 'Moje zadania',
  'do-recenzji': 'Do recenzji',
}

/**
 * /produkt/zadania: today's count against the daily goal, 'Dodaj zadanie' and 'Ustawienia
 * zadań', then the tabs (`?zakladka=`): the bank with its filters, the caller's own exercises and,
 * for reviewers and admins, the review queue.
 */
export function ExercisesPage({
  userId,
  groups,
  search,
  onSearchChange,
}: {
  userId: string
  groups: readonly Group[]
  search: ExerciseListSearch
  /** A new address: `replace` for a filter (one history entry), not for a tab. */
  onSearchChange: (search: ExerciseListSearch, replace: boolean) => void
}) {
  const saveFilters = useExerciseFiltersSave(userId)
  const canReview = canReviewExercises(groups)
  const tab = shownTab(search, canReview)
  const filters = useShownFilters(search)

  const changeFilters = (next: ExerciseFilterValues) => {
    filters.set(next)
    onSearchChange(
      { ...(search.zakladka && { zakladka: search.zakladka }), ...searchOfFilters(next) },
      true,
    )
    saveFilters(next)
  }
  const changeTab = (next: ExerciseListTab) =>
    onSearchChange({ ...search, zakladka: next === 'baza' ? undefined : next }, false)

  const items: TabItem<ExerciseListTab>[] = [
    {
      value: 'baza',
      label: TAB_LABELS.baza,
      icon: Library,
      content: <BankTab userId={userId} filters={filters.shown} onFiltersChange={changeFilters} />,
    },
    {
      value: 'moje',
      label: TAB_LABELS.moje,
      icon: UserPen,
      content: <MineTab userId={userId} groups={groups} />,
    },
  ]
  if (canReview)
    items.push({
      value: 'do-recenzji',
      label: TAB_LABELS['do-recenzji'],
      icon: ClipboardCheck,
      content: <ReviewTab userId={userId} />,
    })

  return (
    <article className="exercises">
      <PageHeader
        icon={ListChecks}
        title="Zadania"
        description={<SolvedToday userId={userId} />}
        action={
          <>
            <Link to={ROUTES.exerciseNew} className="button button-primary">
              <Plus aria-hidden="true" />
              Dodaj zadanie
            </Link>
            <Link to={ROUTES.tasksSettings} className="button button-secondary">
              <Settings aria-hidden="true" />
              Ustawienia zadań
            </Link>
          </>
        }
      />
      <Tabs label="Widok zadań" items={items} value={tab} onValueChange={changeTab} />
    </article>
  )
}

/**
 * The filters the form shows: the address's, or the one just chosen while the router is still
 * on its way to the new address (a ticked box must not spring back meanwhile). A change of the
 * address from elsewhere (back, a link) wins.
 */
function useShownFilters(search: ExerciseListSearch) {
  const fromAddress = filtersOfSearch(search)
  const addressKey = JSON.stringify(fromAddress)
  const [chosen, setChosen] = useState({ filters: fromAddress, addressKey })
  if (chosen.addressKey !== addressKey) setChosen({ filters: fromAddress, addressKey })
  return {
    shown: chosen.addressKey === addressKey ? chosen.filters : fromAddress,
    set: (filters: ExerciseFilterValues) => setChosen({ filters, addressKey }),
  }
}
