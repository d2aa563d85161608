import type { NotificationType } from '@app/contract/user'
import { configurationSummary, startHereSteps } from '@app/domain/user/onboarding'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { quizStateQuery } from '../../../api/user/queries'
import { StepDialog, type DialogStep } from '../../../components/ui/step-dialog'
import {
  ChatTutorial,
  DominationPlanTutorial,
  FlashcardsTutorial,
  LearningPlannerTutorial,
  type TutorialProps as DialogProps,
} from './tool-tutorials'

/** One onboarding dialog (loaded only when one is due); the tools' tutorials are ./tool-tutorials. */
export default function OnboardingDialog({
  type,
  ...props
}: DialogProps & { type: NotificationType }) {
  switch (type) {
    case 'CONFIGURATION_SUCCESSFUL':
      return <ConfigurationSuccessful {...props} />
    case 'START_HERE_MODAL':
      return <StartHere {...props} />
    case 'FLASHCARDS_TUTORIAL':
      return <FlashcardsTutorial {...props} />
    case 'CHAT_TUTORIAL':
      return <ChatTutorial {...props} />
    case 'LEARNING_PLANNER_TUTORIAL':
      return <LearningPlannerTutorial {...props} />
    case 'DOMINATION_PLAN_TUTORIAL':
      return <DominationPlanTutorial {...props} />
    default:
      return null
  }
}

function ConfigurationSuccessful({ user, onClose }: DialogProps) {
  const quiz = useQuery(quizStateQuery(user.id))
  const lines = quiz.data ? configurationSummary(quiz.data.answers, user.isParent) : []
  const body = (
    <>
      <p>Na podstawie quizu startowego ustawiliśmy:</p>
      {quiz.isPending && <p>Wczytujemy Twoje odpowiedzi…</p>}
      {lines.length > 0 && (
        <dl>
          {lines.map((line) => (
            <div key={line.term}>
              <dt>{line.term}</dt>
              <dd>{line.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {user.isParent ? (
        <p>Na tej podstawie dobierzemy materiały dla Ciebie i Twojego dziecka.</p>
      ) : (
        <p>
          Na tej podstawie dobierzemy plan nauki i materiały. Odpowiedzi zmienisz w{' '}
          <Link to={ROUTES.settingsEducation} onClick={onClose}>
            ustawieniach profilu edukacyjnego
          </Link>
          .
        </p>
      )}
    </>
  )
  return (
    <StepDialog
      title="Twoje konto jest gotowe"
      steps={[{ title: 'Twoje konto jest gotowe', body }]}
      finishLabel="Zaczynamy"
      onClose={onClose}
    />
  )
}

/** 'Zacznij tutaj': its steps follow what the account has (decision 0145). */
function StartHere({ user, onClose }: DialogProps) {
  const steps: DialogStep[] = startHereSteps(user).map(({ title, body }) => ({
    title,
    body: (
      <p>
        {body.map((part) =>
          typeof part === 'string' ? (
            part
          ) : (
            <Link key={part.to} to={part.to} onClick={onClose}>
              {part.label}
            </Link>
          ),
        )}
      </p>
    ),
  }))
  return <StepDialog title="Zacznij tutaj" steps={steps} finishLabel="Zaczynam" onClose={onClose} />
}
