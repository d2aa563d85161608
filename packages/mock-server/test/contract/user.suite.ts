import { contract } from '@app/contract'
import { describe, it } from 'vitest'
import { target, expectAnswer, student, admin, withStudent } from './harness'

describe('user', () => {
  it('refuses whoami for the public', async () => {
    expectAnswer(contract.user.whoami, await target.anonymous.user.whoami(), 401)
  })

  it.skipIf(withStudent())(
    'reads and writes settings, quiz, notifications and filters',
    async () => {
      const me = expectAnswer(contract.user.whoami, await student().user.whoami(), 200)
      expectAnswer(contract.user.getSettings, await student().user.getSettings(), 200)
      expectAnswer(
        contract.user.updateSettings,
        await student().user.updateSettings({ body: { general: { emailNotifications: false } } }),
        200,
      )
      expectAnswer(
        contract.user.updateSettings,
        await student().user.updateSettings({
          body: {
            type: 'EXERCISE',
            exerciseSettings: {
              difficulty: 'HARD',
              dailyGoal: 5,
              subjects: ['matematyka'],
              level: 'MATURA_EXTENDED',
              showHintsAutomatically: false,
            },
          },
        }),
        200,
      )
      // uczen finished the quiz: finishing again answers the stored state, progress is 409.
      expectAnswer(
        contract.user.submitInitialQuiz,
        await student().user.submitInitialQuiz({
          body: {
            schoolType: 'LICEUM',
            grade: 2,
            subjects: ['matematyka'],
            goals: ['EXAM'],
            chronotype: 'unknown',
            weeklyStudyHours: 10,
            biggestChallenge: 'Prokrastynacja',
          },
        }),
        200,
      )
      expectAnswer(contract.user.getQuizProgress, await student().user.getQuizProgress(), 200)
      expectAnswer(
        contract.user.saveQuizProgress,
        await student().user.saveQuizProgress({
          body: { userId: me.id, field: 'grade', value: 2 },
        }),
        409,
      )
      expectAnswer(
        contract.user.sendNotification,
        await student().user.sendNotification({ body: { type: 'CHAT_TUTORIAL' } }),
        204,
      )
      expectAnswer(
        contract.user.saveExerciseFilters,
        await student().user.saveExerciseFilters({
          body: { subjects: [], levels: [], topics: [], difficulty: ['EASY'], status: 'ALL' },
        }),
        200,
      )
    },
  )

  it.skipIf(withStudent())(
    'signs an avatar upload, exports the account and refuses a wrong password',
    async () => {
      const upload = await student().user.requestAvatarUpload({
        body: { contentType: 'image/png', size: 1_000 },
      })
      expectAnswer(contract.user.requestAvatarUpload, upload, 200)
      expectAnswer(contract.user.exportAccount, await student().user.exportAccount(), 200)
      // Never the right password here: the suite may run against a real account.
      const wrong = await student().user.deleteAccount({
        body: { password: 'to-nie-jest-haslo-kontraktu' },
      })
      expectAnswer(contract.user.deleteAccount, wrong, 403)
      expectAnswer(contract.user.exportAccount, await target.anonymous.user.exportAccount(), 401)
    },
  )

  it('keeps feature grants for admins (403 for a student, 404 for an unknown user)', async () => {
    const userId = '00000000-0000-4000-8000-00000000dead'
    const body = { feature: 'flashcards', granted: true } as const
    if (target.student)
      expectAnswer(
        contract.user.grantFeature,
        await student().user.grantFeature({ params: { userId }, body }),
        403,
      )
    if (target.admin)
      expectAnswer(
        contract.user.grantFeature,
        await admin().user.grantFeature({ params: { userId }, body }),
        404,
      )
  })
})
