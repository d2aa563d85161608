import {
  CHRONOTYPE_ANSWERS,
  QUIZ_FIELDS,
  type ChronotypeAnswer,
  type QuizField,
} from '@app/contract/constants'
import type { CourseKey } from '@app/contract/courses'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { hasTodayPage } from '@app/domain/user/today-page'
import { progressQuery, todayQuery } from '../../api/progress/queries'
import { quizStateQuery } from '../../api/user/queries'
import { CourseProgressSummary } from '../../features/courses/components/course-progress-summary'
import { OnboardingDialogs } from '../../features/onboarding/components/onboarding-dialogs'
import { MyProducts, ProductSections } from '../../features/products/components/my-products'
import { TodayDashboard } from '../../features/progress/today/today-page'
import { refreshSession } from '../../api/user/session'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'
import { pageHead } from '../../lib/seo'

// Loaded only while a user still has the quiz to take.
const loadQuiz = () => import('../../features/initial-quiz/components/initial-quiz')
const InitialQuiz = lazy(() => loadQuiz().then((module) => ({ default: module.InitialQuiz })))

/** A platform sign-up answers the initial quiz here before anything else (issue 'Platform frame'). */
const needsQuiz = (user: { newFlow: boolean; hasSolvedInitialQuiz: boolean } | null) =>
  !!user && user.newFlow && !user.hasSolvedInitialQuiz

/**
 * /produkt: 'Dziś' for platform users (issue 30, decision 0201), "Moje produkty" for the rest;
 * the initial quiz first for a platform sign-up that has not finished it.
 */
export const Route = createFileRoute('/produkt/')({
  beforeLoad: guardArea('product'),
  // `?pytanie=<field>`: the quiz's question; anything else reads as "where the quiz resumes".
  // `?chronotyp=`: the chronotype test's result on its way back to the quiz.
  validateSearch: ({
    pytanie,
    chronotyp,
  }): { pytanie?: QuizField; chronotyp?: ChronotypeAnswer } => ({
    ...(QUIZ_FIELDS.includes(pytanie as QuizField) && { pytanie: pytanie as QuizField }),
    ...(CHRONOTYPE_ANSWERS.includes(chronotyp as ChronotypeAnswer) && {
      chronotyp: chronotyp as ChronotypeAnswer,
    }),
  }),
  loader: async ({ context: { queryClient, session } }) => {
    const { user } = session
    if (user && needsQuiz(user))
      await Promise.all([queryClient.ensureQueryData(quizStateQuery(user.id)), loadQuiz()])
    const today = !!user && !needsQuiz(user) && hasTodayPage(user)
    // Started here, not awaited: each card shows its own skeleton and fails on its own.
    if (user && today) {
      void queryClient.prefetchQuery(todayQuery(user.id))
      void queryClient.prefetchQuery(progressQuery(user.id))
    }
    return { today }
  },
  // After the loader: its answer types `loaderData`.
  head: ({ loaderData }) =>
    loaderData?.today
      ? pageHead({
          title: 'Dziś',
          description: 'Twój plan na dziś, powtórki, seria, poziom i postęp kursu.',
        })
      : pageHead({
          title: 'Moje produkty',
          description: 'Twoje kursy i narzędzia do nauki w jednym miejscu.',
        }),
  component: ProductHomePage,
})

function ProductHomePage() {
  const { user } = useSession()
  const { pytanie, chronotyp } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { queryClient } = Route.useRouteContext()
  const onFinished = useCallback(() => {
    refreshSession(queryClient)
    void navigate({ search: {}, replace: true })
  }, [queryClient, navigate])
  if (!user) return null
  if (needsQuiz(user)) {
    return (
      <InitialQuiz
        user={user}
        field={pytanie}
        chronotypeFromTest={chronotyp}
        onGo={(field) => void navigate({ search: { pytanie: field } })}
        onFinished={onFinished}
      />
    )
  }
  const courseProgress = (course: CourseKey) => <CourseProgressSummary course={course} />
  return (
    <>
      {hasTodayPage(user) ? (
        <TodayDashboard
          user={user}
          products={<ProductSections user={user} courseProgress={courseProgress} />}
        />
      ) : (
        <MyProducts user={user} courseProgress={courseProgress} />
      )}
      <OnboardingDialogs user={user} page="product" />
    </>
  )
}
