import { ROUTES } from '@app/domain/navigation/routes'
import { PRO_CHAT_BENEFIT } from '@app/domain/access/tools'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import type { ReactNode } from 'react'
import '../info-pages.css'

export type ProVisitor = 'guest' | 'member' | 'subscriber'

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

const PRO_TOOLS = [
  {
    title: 'Planer nauki',
    text: 'Plan na każdy dzień z kalendarzem i krótkimi ćwiczeniami, z powtórkami przed sprawdzianami.',
  },
  {
    title: 'Plan dominacji',
    text: 'Twoje długoterminowe cele rozpisane na tygodnie i konkretne kroki.',
  },
  {
    title: 'Fiszki',
    text: 'Własne talie fiszek do powtórek rozłożonych w czasie, z materiału, którego się uczysz.',
  },
  {
    title: 'Zadania',
    text: 'Ćwiczenia, które utrwalają metody z kursu. Możesz też dodawać własne zadania.',
  },
]

/**
 * /pro: what the pro subscription adds, its two plans with their prices (decision 0121; the
 * route passes `plans` with the visitor's way to each) and how to switch.
 */
export function ProPage({ visitor, plans }: { visitor: ProVisitor; plans: ReactNode }) {
  return (
    <article className="prose info-page">
      <Illustrated illustration="planner" hero>
        <h1>Efektywna Nauka Pro</h1>
        <p className="lead">
          Subskrypcja pro otwiera wszystkie narzędzia platformy do codziennej nauki: planer, plan
          dominacji, fiszki i zadania.
        </p>
      </Illustrated>

      <section aria-labelledby="pro-adds">
        <h2 id="pro-adds">Co dodaje pro</h2>
        <ul className="card-grid">
          {PRO_TOOLS.map((tool) => (
            <li key={tool.title} className="card">
              <h3>{tool.title}</h3>
              <p>{tool.text}</p>
            </li>
          ))}
        </ul>
        <p>Do tego: {lowerFirst(PRO_CHAT_BENEFIT)}.</p>
      </section>

      <section aria-labelledby="pro-free">
        <h2 id="pro-free">Co masz na każdym koncie</h2>
        <p>
          Bez subskrypcji też korzystasz z czatu AI i społeczności, a po zakupie kursu z jego
          nagrań. Pro dokłada narzędzia, które pomagają stosować metody z kursu każdego dnia.
        </p>
      </section>

      <section aria-labelledby="pro-terms">
        <h2 id="pro-terms">Cena i warunki</h2>
        {plans}
        <ul>
          <li>Ceny są cenami brutto: zawierają 23% VAT.</li>
          <li>Subskrypcja odnawia się automatycznie na kolejne okresy.</li>
          <li>
            Możesz ją anulować w każdej chwili w ustawieniach konta, w zakładce Rozliczenia. Pro
            działa wtedy do końca opłaconego okresu.
          </li>
        </ul>
        <p>
          Szczegóły opisuje <Link to={ROUTES.terms}>regulamin</Link> (§ 6).
        </p>
      </section>

      <section aria-labelledby="pro-start">
        <h2 id="pro-start">Jak przejść na pro</h2>
        {visitor === 'subscriber' ? (
          <>
            <p>
              Masz już aktywną subskrypcję pro. Wszystkie narzędzia czekają w Twoich produktach.
            </p>
            <div className="cta-row">
              <Link to={ROUTES.products} className="button button-primary">
                Przejdź do moich produktów
              </Link>
              <Link to={ROUTES.settingsBilling} className="button button-secondary">
                Zarządzaj subskrypcją
              </Link>
            </div>
          </>
        ) : visitor === 'member' ? (
          <p>Wybierz plan powyżej: zobaczysz podsumowanie zamówienia i przejdziesz do płatności.</p>
        ) : (
          <>
            <p>
              Wybierz plan i zaloguj się, a po zalogowaniu wrócisz do zamówienia. Nie masz jeszcze
              konta? Załóż je bezpłatnie.
            </p>
            <div className="cta-row">
              <Link to={ROUTES.signUpSaas} className="button button-secondary">
                Załóż konto
              </Link>
            </div>
          </>
        )}
      </section>
    </article>
  )
}
