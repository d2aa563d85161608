import type { FastifyInstance } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { EducationalProfile, QuizAnswers } from '@app/contract/user'
import { applyAnswer, checkAnswer, checkQuiz, firstUnanswered } from '@app/domain/user/initial-quiz'
import { forbidden, requireUser } from '../plugins/auth'
import type { UserRecord } from '../store/users'

const s = initServer()

export const QUIZ_TEXT = {
  notYourQuiz: 'Możesz zapisywać tylko własne odpowiedzi.',
  finished: 'Quiz startowy jest już zakończony. Zmień odpowiedzi w ustawieniach.',
} as const

/** The caller's quiz: the answers so far and, until it is finished, where to resume. */
export const quizState = (user: UserRecord) => ({
  hasSolvedInitialQuiz: user.hasSolvedInitialQuiz,
  answers: user.quizProgress,
  nextField: user.hasSolvedInitialQuiz ? null : firstUnanswered(user.quizProgress, user.isParent),
})

/** The educational profile the finished quiz sets (questions left out stay empty). */
export const profileOf = (answers: QuizAnswers): EducationalProfile => ({
  schoolType: answers.schoolType ?? null,
  grade: answers.grade ?? null,
  subjects: answers.subjects ?? [],
  goals: answers.goals ?? [],
  chronotype: answers.chronotype ?? null,
  weeklyStudyHours: answers.weeklyStudyHours ?? null,
  biggestChallenge: answers.biggestChallenge ?? '',
})

const badRequest = (message: string) => ({ status: 400 as const, body: apiError(400, message) })

/** The quiz is finished: profile, flag and the activity log's event, in one go. */
function finishQuiz(app: FastifyInstance, user: UserRecord, answers: QuizAnswers): UserRecord {
  const updated = app.store.users.update(user, {
    quizProgress: answers,
    hasSolvedInitialQuiz: true,
    settings: { ...user.settings, educationalProfile: profileOf(answers) },
  })
  app.store.activity.record(user.id, 'quiz_completed', {}, app.clock.now())
  return updated
}

export const getQuizProgress = s.route(contract.user.getQuizProgress, async ({ request }) => ({
  status: 200,
  body: quizState(requireUser(request)),
}))

export const saveQuizProgress = s.route(
  contract.user.saveQuizProgress,
  async ({ body, request }) => {
    const user = requireUser(request)
    if (body.userId !== user.id) throw forbidden(QUIZ_TEXT.notYourQuiz)
    if (user.hasSolvedInitialQuiz) return { status: 409, body: apiError(409, QUIZ_TEXT.finished) }
    const check = checkAnswer(body.field, body.value, user.quizProgress, user.isParent)
    if (!check.ok) return badRequest(check.message)
    const answers = applyAnswer(user.quizProgress, body.field, body.value)
    const updated = request.server.store.users.update(user, { quizProgress: answers })
    return { status: 200, body: quizState(updated) }
  },
)

export const submitInitialQuiz = s.route(
  contract.user.submitInitialQuiz,
  async ({ body, request }) => {
    const user = requireUser(request)
    // Finishing twice (a retried 'Zakończ') changes nothing and answers the stored state.
    if (user.hasSolvedInitialQuiz) return { status: 200, body: quizState(user) }
    const answers: QuizAnswers = { ...user.quizProgress, ...body }
    const check = checkQuiz(answers, user.isParent)
    if (!check.ok) return badRequest(check.message)
    return { status: 200, body: quizState(finishQuiz(request.server, user, answers)) }
  },
)
