import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { EducationalProfile, QuizAnswers } from '@app/contract/user'
import { applyAnswer, checkAnswer, checkQuiz, firstUnanswered } from '@app/domain/user/initial-quiz'
import { apiError } from '../../errors'
import { forbidden } from '../../plugins/auth'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { QUIZ_TEXT } from './user.text'

type C = Contract['user']

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

export async function getQuizProgress(
  _app: FastifyInstance,
  user: UserRecord,
): Answer<C['getQuizProgress']> {
  return { status: 200, body: quizState(user) }
}

export async function saveQuizProgress(
  app: FastifyInstance,
  user: UserRecord,
  body: BodyOf<C['saveQuizProgress']>,
): Answer<C['saveQuizProgress']> {
  if (body.userId !== user.id) throw forbidden(QUIZ_TEXT.notYourQuiz)
  if (user.hasSolvedInitialQuiz) return apiError(409, QUIZ_TEXT.finished)
  const check = checkAnswer(body.field, body.value, user.quizProgress, user.isParent)
  if (!check.ok) return apiError(400, check.message)
  const answers = applyAnswer(user.quizProgress, body.field, body.value)
  const updated = app.store.users.update(user, { quizProgress: answers })
  return { status: 200, body: quizState(updated) }
}

export async function submitInitialQuiz(
  app: FastifyInstance,
  user: UserRecord,
  body: BodyOf<C['submitInitialQuiz']>,
): Answer<C['submitInitialQuiz']> {
  // Finishing twice (a retried 'Zakończ') changes nothing and answers the stored state.
  if (user.hasSolvedInitialQuiz) return { status: 200, body: quizState(user) }
  const answers: QuizAnswers = { ...user.quizProgress, ...body }
  const check = checkQuiz(answers, user.isParent)
  if (!check.ok) return apiError(400, check.message)
  return { status: 200, body: quizState(finishQuiz(app, user, answers)) }
}
