import { createFileRoute } from '@tanstack/react-router'
import { checkInsQuery, dominationPlanQuery } from '../../../api/domination-plan/queries'
import { settingsQuery } from '../../../api/user/queries'
import { DominationPlanPage } from '../../../features/domination-plan/components/domination-plan-page'
import { PlanSkeleton } from '../../../features/domination-plan/components/plan-skeleton'
import { OnboardingDialogs } from '../../../features/onboarding/components/onboarding-dialogs'
import { TutorialButton } from '../../../features/onboarding/components/tutorial-button'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** The student's domination plan (issue 28); the tool's guard and Pro offer are in route.tsx. */
export const Route = createFileRoute('/produkt/plan-dominacji/')({
  loader: async ({ context: { queryClient, session } }) => {
    const user = session.user
    if (!user?.features.dominationPlan) return
    // A failure is shown by the page with its retry, not as the route's error.
    await Promise.allSettled([
      queryClient.ensureQueryData(dominationPlanQuery(user.id)),
      queryClient.ensureQueryData(checkInsQuery(user.id)),
      queryClient.ensureQueryData(settingsQuery(user.id)),
    ])
  },
  head: () =>
    pageHead({
      title: 'Plan dominacji',
      description:
        'Twoja wizja, cele na rok, kamienie milowe na kwartały i działania na ten tydzień, z cotygodniowym podsumowaniem.',
    }),
  pendingComponent: PlanSkeleton,
  component: DominationPlanRoute,
})

function DominationPlanRoute() {
  const { user } = useSession()
  if (!user) return null
  return (
    <>
      <DominationPlanPage
        user={user}
        help={<TutorialButton user={user} tool="domination-plan" />}
      />
      <OnboardingDialogs user={user} page="domination-plan" />
    </>
  )
}
