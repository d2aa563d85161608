import { SUBJECTS, type NotificationType, type QuizAnswers, type User } from '@app/contract/user'
import { formatCount } from '../shared/format'
import {
  CHRONOTYPE_ANSWER_LABELS,
  GOAL_LABELS,
  SCHOOL_TYPE_LABELS,
  gradeLabel,
} from './initial-quiz'

/** Which onboarding dialog a view shows (decision 0116). Closing one in any way records it as seen. */

/** The views that may show a dialog: the product home and the tools with a tutorial. */
export type OnboardingPage =
  'product' | 'learning-planner' | 'chat' | 'flashcards' | 'domination-plan' | 'other'

export const TOOL_TUTORIALS = {
  'learning-planner': 'LEARNING_PLANNER_TUTORIAL',
  chat: 'CHAT_TUTORIAL',
  flashcards: 'FLASHCARDS_TUTORIAL',
  'domination-plan': 'DOMINATION_PLAN_TUTORIAL',
} as const satisfies Partial<Record<OnboardingPage, NotificationType>>

export interface OnboardingInput {
  user: Pick<User, 'isParent' | 'newFlow' | 'hasSolvedInitialQuiz'>
  /** Seen on the server (whoami) and, when a record failed, locally. */
  seen: readonly NotificationType[]
  page: OnboardingPage
  /** A dialog was already shown in this view: at most one per view. */
  shownThisView: boolean
}

/**
 * The dialog to show now, or null. On the product home: CONFIGURATION_SUCCESSFUL once the quiz
 * is finished (accounts that took it), then START_HERE_MODAL on a later view. On a tool: its
 * tutorial the first time, never for a parent. Nothing while the quiz is still to be taken.
 */
export function nextNotification({
  user,
  seen,
  page,
  shownThisView,
}: OnboardingInput): NotificationType | null {
  if (shownThisView) return null
  if (user.newFlow && !user.hasSolvedInitialQuiz) return null
  const unseen = (type: NotificationType) => !seen.includes(type)
  if (page === 'product') {
    if (user.newFlow && unseen('CONFIGURATION_SUCCESSFUL')) return 'CONFIGURATION_SUCCESSFUL'
    return unseen('START_HERE_MODAL') ? 'START_HERE_MODAL' : null
  }
  if (page === 'other' || user.isParent) return null
  const tutorial = TOOL_TUTORIALS[page]
  return unseen(tutorial) ? tutorial : null
}

/** One line of CONFIGURATION_SUCCESSFUL: what the quiz set. */
export interface ConfigurationLine {
  term: string
  detail: string
}

const HOURS = { one: 'godzina', few: 'godziny', many: 'godzin' }
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What the finished quiz set, as CONFIGURATION_SUCCESSFUL lists it (answers left out are too). */
export function configurationSummary(answers: QuizAnswers, isParent: boolean): ConfigurationLine[] {
  const lines: ConfigurationLine[] = []
  const { schoolType, grade, subjects, goals, chronotype, weeklyStudyHours } = answers
  if (schoolType) {
    const school = SCHOOL_TYPE_LABELS[schoolType]
    lines.push({
      term: isParent ? 'Szkoła dziecka' : 'Szkoła',
      detail: grade ? `${school}, ${gradeLabel(schoolType, grade)}` : school,
    })
  }
  if (subjects?.length) {
    const labels = subjects.map((id) => SUBJECTS.find((subject) => subject.id === id)?.label ?? id)
    lines.push({ term: 'Przedmioty', detail: labels.join(', ') })
  }
  if (goals?.length)
    lines.push({ term: 'Cele', detail: goals.map((goal) => GOAL_LABELS[goal]).join(', ') })
  if (isParent) return lines
  if (chronotype)
    lines.push({ term: 'Chronotyp', detail: capitalised(CHRONOTYPE_ANSWER_LABELS[chronotype]) })
  if (weeklyStudyHours)
    lines.push({
      term: 'Nauka poza lekcjami',
      detail: `${formatCount(weeklyStudyHours, HOURS)} w tygodniu`,
    })
  return lines
}
