import type { User } from '@app/contract/user'
import { StepDialog, type DialogStep } from '../../../components/ui/step-dialog'

export interface TutorialProps {
  user: User
  onClose: () => void
}

/** The tools' tutorials: shown once on a tool's first visit, again from 'Jak to działa?'. */

export function FlashcardsTutorial({ onClose }: TutorialProps) {
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

export function ChatTutorial({ onClose }: TutorialProps) {
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

export function LearningPlannerTutorial({ onClose }: TutorialProps) {
  const steps: DialogStep[] = [
    {
      title: 'Plan z Twoich terminów',
      body: (
        <p>
          Podaj przedmioty, tematy i daty sprawdzianów, a także kiedy masz czas na naukę. Ułożymy
          bloki nauki i powtórek: każdy temat wraca po 1, 3, 7 i 14 dniach, przedmioty się
          przeplatają, a ostatnie dwa dni przed egzaminem to tylko powtórki i próbny egzamin.
        </p>
      ),
    },
    {
      title: 'Twój rytm dnia',
      body: (
        <p>
          Nowy materiał i trudne przedmioty trafiają na godziny, w których Twój chronotyp ma
          najwięcej energii; powtórki na resztę dnia. Bloki przeniesiesz myszą, klawiaturą albo
          przyciskiem „Edytuj”.
        </p>
      ),
    },
    {
      title: 'Gdy coś nie wyjdzie',
      body: (
        <p>
          Oznacz blok jako zrobiony albo opuszczony. Opuszczony sam przeniesie się na najbliższy
          wolny termin przed sprawdzianem, a tryb skupienia z minutnikiem pomoże przejść przez
          dzień.
        </p>
      ),
    },
  ]
  return (
    <StepDialog
      title="Jak działa planer nauki"
      steps={steps}
      finishLabel="Zaczynam"
      onClose={onClose}
    />
  )
}

export function DominationPlanTutorial({ onClose }: TutorialProps) {
  const steps: DialogStep[] = [
    {
      title: 'Od wizji do działań',
      body: (
        <p>
          Zacznij od wizji: kim chcesz być za rok? Z niej wynikają cele na rok, z celów kamienie
          milowe na każdy kwartał, a z nich kilka konkretnych działań na ten tydzień.
        </p>
      ),
    },
    {
      title: 'Cotygodniowe podsumowanie',
      body: (
        <p>
          Raz w tygodniu odhacz działania, oceń tydzień od 1 do 5 i zapisz, co poszło dobrze, co
          przeszkodziło i co zmienisz. Potem ustal działania na kolejny tydzień; każde możesz dodać
          do planera nauki.
        </p>
      ),
    },
  ]
  return (
    <StepDialog
      title="Jak działa plan dominacji"
      steps={steps}
      finishLabel="Zaczynam"
      onClose={onClose}
    />
  )
}
