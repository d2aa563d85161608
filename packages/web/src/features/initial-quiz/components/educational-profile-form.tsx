import type { EducationalProfile, QuizAnswers, QuizField, Settings } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { QUIZ_QUESTIONS, checkAnswer, quizFields } from '@app/domain/user/initial-quiz'
import { useState, type FormEvent } from 'react'
import { GraduationCap } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { useUpdateSettings } from '../../../api/user/mutations'
import { EducationalProfileSummary } from './educational-profile-summary'
import { QuizAnswerInput, toDraft, toValue, type Draft } from './quiz-answer-input'
import './initial-quiz.css'
import './educational-profile.css'

type Drafts = Partial<Record<QuizField, Draft>>

const draftsOf = (profile: EducationalProfile): Drafts =>
  Object.fromEntries(
    quizFields(false).map((field) => [field, toDraft(field, profile[field] ?? undefined)]),
  )

/** The profile as the API takes it, or the first field that does not fit and why. */
function profileOf(
  drafts: Drafts,
): { ok: true; profile: EducationalProfile } | { ok: false; field: QuizField; message: string } {
  const answers = Object.fromEntries(
    quizFields(false).map((field) => [field, toValue(field, drafts[field])]),
  ) as QuizAnswers
  for (const field of quizFields(false)) {
    if (field === 'biggestChallenge' && answers.biggestChallenge === '') continue
    const check = checkAnswer(field, answers[field], answers, false)
    if (!check.ok) return check
  }
  return { ok: true, profile: answers as EducationalProfile }
}

/**
 * /ustawienia/profil-edukacyjny: the saved profile at a glance, and the initial quiz's answers as
 * one form, in cards of the settings grid (not for parents).
 */
export function EducationalProfileForm({
  userId,
  settings,
}: {
  userId: string
  settings: Settings
}) {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(settings.educationalProfile))
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const update = useUpdateSettings(userId)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    setOutcome(null)
    const checked = profileOf(drafts)
    if (!checked.ok) return setOutcome({ tone: 'error', text: checked.message })
    try {
      await update.mutateAsync({ body: { educationalProfile: checked.profile } })
      setOutcome({ tone: 'success', text: SETTINGS_SAVED_MESSAGE })
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  }

  return (
    <>
      <EducationalProfileSummary profile={settings.educationalProfile} />
      <Card
        as="section"
        headingLevel={2}
        icon={GraduationCap}
        title="Profil edukacyjny"
        meta="Na tej podstawie dobieramy plan nauki, zadania i fiszki."
        className="profile-form-card"
      >
        <form className="quiz-profile" noValidate onSubmit={(event) => void submit(event)}>
          {quizFields(false).map((field) => (
            <fieldset key={field}>
              <legend>{QUIZ_QUESTIONS[field].legend}</legend>
              <QuizAnswerInput
                field={field}
                answers={{ schoolType: drafts.schoolType as QuizAnswers['schoolType'] }}
                value={drafts[field]}
                onChange={(value) => setDrafts((current) => ({ ...current, [field]: value }))}
                describedBy={undefined}
              />
            </fieldset>
          ))}
          <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
          <Button type="submit" busy={update.isPending} busyLabel="Zapisywanie…">
            Zapisz
          </Button>
        </form>
      </Card>
    </>
  )
}
