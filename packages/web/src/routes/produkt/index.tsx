import {
  CHRONOTYPE_ANSWERS,
  QUIZ_FIELDS,
  type ChronotypeAnswer,
  type QuizField,
} from '@app/contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { quizStateQuery } from '../../api/user/queries'
import { CourseProgressSummary } from '../../features/courses/components/course-progress-summary'
import { OnboardingDialogs } from '../../features/onboarding/components/onboarding-dialogs'
import { MyProducts } from '../../features/products/components/my-products'
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

export const Route = createFileRoute('/produkt/')({
  head: () =>
    pageHead({
      title: 'Moje produkty',
      description: 'Twoje kursy i narzędzia do nauki w jednym miejscu.',
    }),
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
    if (session.user && needsQuiz(session.user))
      await Promise.all([queryClient.ensureQueryData(quizStateQuery(session.user.id)), loadQuiz()])
  },
  component: MyProductsPage,
})

function MyProductsPage() {
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
  return (
    <>
      <MyProducts
        user={user}
        courseProgress={(course) => <CourseProgressSummary course={course} />}
      />
      <OnboardingDialogs user={user} page="product" />
    </>
  )
}
