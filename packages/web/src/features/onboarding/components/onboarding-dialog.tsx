import type { NotificationType, User } from '@app/contract/user'
import { configurationSummary, startHereSteps } from '@app/domain/user/onboarding'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { quizStateQuery } from '../../../api/user/queries'
import { StepDialog, type DialogStep } from '../../../components/ui/step-dialog'

interface DialogProps {
  user: User
  onClose: () => void
}

/** One onboarding dialog (loaded only when one is due). Tool issues add their tutorials here. */
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

function FlashcardsTutorial({ onClose }: DialogProps) {
  const steps: DialogStep[] = [
    {
      title: 'Talie i fiszki',
      body: (
        <p>
          Fiszki trzymasz w taliach, po jednej na temat. Na przodzie pytanie, na tyle odpowiedź;
          wzory zapiszesz między znakami $, np. $a^2 + b^2 = c^2$. Gotowe fiszki zaimportujesz z
          Anki albo Quizlet.
        </p>
      ),
    },
    {
      title: 'Nauka',
      body: (
        <p>
          Spróbuj sobie przypomnieć odpowiedź, odkryj ją (spacja) i oceń, jak dobrze pamiętasz: od
          „Nie pamiętam” (1) do „Łatwe” (4). Pomyłkę cofniesz skrótem Ctrl+Z.
        </p>
      ),
    },
    {
      title: 'Powtórki',
      body: (
        <p>
          Z Twoich ocen wyliczamy, kiedy każda fiszka ma wrócić: tuż zanim ją zapomnisz. Wystarczy
          codziennie przerobić to, co jest do powtórki. Oceny zapisujemy nawet bez internetu.
        </p>
      ),
    },
  ]
  return (
    <StepDialog
      title="Jak działają fiszki"
      steps={steps}
      finishLabel="Zaczynam"
      onClose={onClose}
    />
  )
}

function ChatTutorial({ onClose }: DialogProps) {
  const steps: DialogStep[] = [
    {
      title: 'Tutor, który pyta',
      body: (
        <p>
          W trybie sokratejskim czat nie podaje gotowego wyniku: pyta, co już wiesz, podpowiada
          następny krok i sprawdza Twoje obliczenia. Wolisz wyjaśnienie krok po kroku? Wybierz
          „Wyjaśniaj”.
        </p>
      ),
    },
    {
      title: 'Pytania i wzory',
      body: (
        <p>
          Pisz tak, jak myślisz; wzory zapiszesz między znakami $, np. $x^2 - 5x + 6 = 0$. Enter
          wysyła, Shift+Enter łamie wiersz, a „Zatrzymaj” (albo Esc) przerywa odpowiedź.
        </p>
      ),
    },
    {
      title: 'Limit wiadomości',
      body: (
        <p>
          Każdego dnia masz pulę wiadomości, która odnawia się o północy. Gdy się skończy, możesz
          dokupić pakiet albo przejść na pro. Gdy napiszesz, że dzieje się coś złego, od razu podamy
          numery, pod którymi ktoś pomoże.
        </p>
      ),
    },
  ]
  return (
    <StepDialog title="Jak działa czat" steps={steps} finishLabel="Zaczynam" onClose={onClose} />
  )
}
