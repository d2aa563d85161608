import { createFileRoute } from '@tanstack/react-router'
import { plansQuery } from '../../../api/planner/queries'
import { OnboardingDialogs } from '../../../features/onboarding/components/onboarding-dialogs'
import { TutorialButton } from '../../../features/onboarding/components/tutorial-button'
import { PlanList } from '../../../features/planner/components/plan-list'
import { PlanListSkeleton } from '../../../features/planner/components/plan-list-skeleton'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** The student's plans (issue 28); the tool's guard and Pro offer are in route.tsx. */
export const Route = createFileRoute('/produkt/planer-nauki/')({
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user?.features.planner)
      await queryClient.ensureQueryData(plansQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Planer nauki',
      description: 'Twoje plany nauki: najbliższe sprawdziany, postęp tygodnia i następny blok.',
    }),
  pendingComponent: PlanListSkeleton,
  component: PlansPage,
})

function PlansPage() {
  const { user } = useSession()
  if (!user) return null
  return (
    <>
      <PlanList userId={user.id} help={<TutorialButton user={user} tool="learning-planner" />} />
      <OnboardingDialogs user={user} page="learning-planner" />
    </>
  )
}
