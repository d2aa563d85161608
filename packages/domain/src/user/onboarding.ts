import { COURSE_KEYS } from '@app/contract/constants'
import { SUBJECTS, type NotificationType, type QuizAnswers, type User } from '@app/contract/user'
import { COURSE_GROUPS, COURSE_OFFER_PATHS, hasGroup, type AccessUser } from '../access/access'
import { TOOLS, TOOL_KEYS, canUseTool } from '../access/tools'
import { ROUTES, type StaticRoutePath } from '../navigation/routes'
import { formatCount } from '../shared/format'
import { COURSE_NAMES, MENU_LABELS } from '../shared/messages'
import { hasTodayPage } from './today-page'
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

/** A link inside a dialog's text; following it closes the dialog. */
export interface StepLink {
  label: string
  to: StaticRoutePath
}

/** One step of a dialog: its title and its text, a sentence or a link at a time. */
export interface OnboardingStep {
  title: string
  body: (string | StepLink)[]
}

/** 'Planer nauki, fiszki i zadania': names inside a sentence, the first one capitalised. */
function namesInSentence(names: string[]): string {
  const [first = '', ...rest] = names.map((name, index) =>
    index === 0 ? name : name.charAt(0).toLowerCase() + name.slice(1),
  )
  if (rest.length === 0) return first
  return `${[first, ...rest.slice(0, -1)].join(', ')} i ${rest.at(-1)}`
}

function programStep(user: AccessUser): OnboardingStep {
  const courses = COURSE_KEYS.filter((key) => hasGroup(user, COURSE_GROUPS[key]))
  if (courses.length === 0) {
    return {
      title: MENU_LABELS.program,
      body: user.isParent
        ? [
            `Nie masz jeszcze żadnego kursu. ${COURSE_NAMES.ZN} to kurs dla rodziców: około 1,5 godziny nagrań w trzech modułach. `,
            { label: `Poznaj kurs ${COURSE_NAMES.ZN}`, to: COURSE_OFFER_PATHS.ZN },
          ]
        : [
            `Nie masz jeszcze żadnego kursu. ${COURSE_NAMES.KED} to dziewięć tygodni nagrań i ćwiczeń o planowaniu, koncentracji i nauce. `,
            { label: `Poznaj ${COURSE_NAMES.KED}`, to: COURSE_OFFER_PATHS.KED },
          ],
    }
  }
  const one = courses.length === 1
  // /produkt is 'Dziś' for platform users, "Moje produkty" for the rest (issue 30).
  const page = hasTodayPage(user) ? 'na stronie Dziś' : 'w Moich produktach'
  const where = one
    ? `Twój kurs znajdziesz ${page} i w menu Program.`
    : `Twoje kursy znajdziesz ${page} i w menu Program.`
  // Only the full course opens week by week (decision 0016).
  const pace = !courses.includes('KED')
    ? 'Obejrzyj lekcję, zapisz notatki i wracaj po kolejne.'
    : `Nowe lekcje${one ? '' : ' Kursu Efektywnego Działania'} odblokowują się co tydzień: obejrzyj lekcję, zapisz notatki i wracaj po kolejne.`
  return { title: MENU_LABELS.program, body: [`${where} ${pace} Postęp zapisujemy sami.`] }
}

function toolsStep(user: AccessUser): OnboardingStep {
  const title = MENU_LABELS.tools
  if (user.isParent)
    return {
      title,
      body: [
        'W Moich produktach znajdziesz panel rodzica: połączysz w nim swoje konto z kontem dziecka i zobaczysz, jak idzie mu nauka.',
      ],
    }
  // The chat is everybody's (decision 0160); the other tools come with Pro or an admin's grant.
  const owned = TOOL_KEYS.filter((key) => canUseTool(user, key))
  const names = namesInSentence([MENU_LABELS.chat, ...owned.map((key) => TOOLS[key].title)])
  const where = `${names} znajdziesz w menu ${MENU_LABELS.tools}.`
  if (owned.length === 0)
    return {
      title,
      body: [
        `${where} ${namesInSentence(TOOL_KEYS.map((key) => TOOLS[key].title))} są w pakiecie Pro. Na stronie każdego z nich zobaczysz, co daje. `,
        { label: 'Poznaj pakiet Pro', to: ROUTES.proCheckout },
      ],
    }
  const rest =
    owned.length < TOOL_KEYS.length
      ? ' Pozostałe odblokujesz w pakiecie Pro: na stronie każdego z nich zobaczysz, co daje.'
      : ''
  return { title, body: [`${where}${rest}`] }
}

/**
 * START_HERE_MODAL's three steps, as the account is (decision 0145): its courses or the offer of
 * one, its tools in the Narzędzia menu or what Pro opens (a parent: the parent panel), settings.
 */
export function startHereSteps(user: AccessUser): OnboardingStep[] {
  return [
    programStep(user),
    toolsStep(user),
    {
      title: MENU_LABELS.settings,
      body: [
        'W ',
        { label: 'ustawieniach', to: ROUTES.settingsGeneral },
        ' zmienisz nazwę wyświetlaną, zdjęcie profilowe, powiadomienia email i odpowiedzi z quizu.',
      ],
    },
  ]
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
