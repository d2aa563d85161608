import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../offers.css'

const MODULES = [
  {
    title: 'Zrozumieć nastolatka',
    text: 'Co dzieje się w mózgu i w emocjach nastolatka, skąd biorą się zachowania, które trudno zrozumieć, i czego dziecko w tym wieku potrzebuje od rodzica.',
  },
  {
    title: 'Komunikacja z nastolatkiem',
    text: 'Jak rozmawiać, żeby nastolatek chciał odpowiadać: słuchanie, pytania zamiast przesłuchań, granice bez awantur.',
  },
  {
    title: 'Wspieranie edukacji nastolatka',
    text: 'Jak pomagać w nauce bez presji i kontrolowania – motywacja, organizacja czasu, oceny i rozmowy o szkole.',
  },
]

/** /oferta/zrozumiec-nastolatka: the parents course (SPEC §1: about 1.5 h, three modules). */
export function ZnOffer() {
  return (
    <article className="prose offer">
      <Illustrated illustration="conversation" hero>
        <h1>Zrozumieć Nastolatka – kurs dla rodziców</h1>
        <p className="lead">
          Około półtorej godziny nagrań w trzech modułach. Dla rodziców, którzy chcą lepiej rozumieć
          swoje dziecko i mądrze wspierać je w nauce.
        </p>
        <ul className="offer-facts" aria-label="Najważniejsze informacje">
          <li>
            <strong>ok. 1,5 godziny</strong> nagrań
          </li>
          <li>
            <strong>3 moduły</strong>
          </li>
          <li>dostęp od razu, we własnym tempie</li>
        </ul>
      </Illustrated>
      <h2>Moduły</h2>
      <ol className="offer-weeks">
        {MODULES.map((module, index) => (
          <li key={module.title}>
            <h3>
              Moduł {index + 1}: {module.title}
            </h3>
            <p>{module.text}</p>
          </li>
        ))}
      </ol>
      <Illustrated illustration="trust">
        <h2>Co zyskasz</h2>
        <ul>
          <li>Mniej kłótni o naukę i telefon, więcej rozmów.</li>
          <li>Konkretne zdania i sposoby, których możesz użyć jeszcze dziś wieczorem.</li>
          <li>Wiedzę, jak wspierać dziecko, które przechodzi Kurs Efektywnego Działania.</li>
        </ul>
      </Illustrated>
      <div className="cta-row">
        <Link to={ROUTES.signUpSaas} className="button button-primary">
          Załóż konto rodzica
        </Link>
        <Link to={ROUTES.kedForParents} className="button button-secondary">
          Kurs dla Twojego dziecka
        </Link>
      </div>
    </article>
  )
}
