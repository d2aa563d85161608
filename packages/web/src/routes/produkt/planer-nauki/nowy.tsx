import { CHRONOTYPE_ANSWERS, type ChronotypeAnswer } from '@app/contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { settingsQuery } from '../../../api/user/queries'
import { NewPlan } from '../../../features/planner/wizard/components/new-plan'
import { WizardSkeleton } from '../../../features/planner/wizard/components/wizard-skeleton'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/**
 * 'Nowy plan' (issue 28, decision 0170); the tool's guard and Pro offer are in route.tsx.
 * `?chronotyp=`: the chronotype test's result on its way back to the wizard (`powrot=planer`).
 */
export const Route = createFileRoute('/produkt/planer-nauki/nowy')({
  validateSearch: ({ chronotyp }): { chronotyp?: ChronotypeAnswer } =>
    CHRONOTYPE_ANSWERS.includes(chronotyp as ChronotypeAnswer)
      ? { chronotyp: chronotyp as ChronotypeAnswer }
      : {},
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user?.features.planner)
      await queryClient.ensureQueryData(settingsQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Nowy plan nauki',
      description:
        'Przedmioty, daty sprawdzianów, tematy i Twój czas: ułóż plan nauki z powtórkami krok po kroku.',
    }),
  pendingComponent: WizardSkeleton,
  component: NewPlanPage,
})

function NewPlanPage() {
  const { user } = useSession()
  const { chronotyp } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!user) return null
  return (
    <NewPlan
      userId={user.id}
      chronotypeFromTest={chronotyp}
      onChronotypeTaken={() => void navigate({ search: {}, replace: true })}
    />
  )
}
