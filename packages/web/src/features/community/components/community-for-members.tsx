import { COURSE_OFFER_PATHS } from '@app/domain/access/access'
import { COURSE_NAMES } from '@app/domain/shared/messages'
import { Link } from '@tanstack/react-router'
import '../community.css'

/**
 * The community's pages for an account that is not a member (no course yet, decision 0145): who
 * the community is for and how to join, instead of links the API would not give.
 */
export function CommunityForMembers() {
  return (
    <article className="prose community-page">
      <h1>Społeczność</h1>
      <p className="lead">
        Społeczność to uczniowie i rodzice, którzy przechodzą przez nasze kursy: w każdą sobotę o
        17:00 spotykamy się na konsultacjach na żywo, a między nimi piszemy w grupie na czacie.
      </p>

      <section className="community-section" aria-labelledby="community-who-heading">
        <h2 id="community-who-heading">Dla kogo?</h2>
        <p>
          Społeczność jest dostępna dla uczestników naszych kursów. Gdy zaczniesz jeden z nich,
          znajdziesz tutaj terminy konsultacji, zapis na spotkanie wprowadzające i link do grupy na
          czacie.
        </p>
      </section>

      <section className="community-section" aria-labelledby="community-join-heading">
        <h2 id="community-join-heading">Jak dołączyć?</h2>
        <ul>
          <li>
            <Link to={COURSE_OFFER_PATHS.KED}>{COURSE_NAMES.KED}</Link> – dziewięć tygodni nagrań i
            ćwiczeń o planowaniu, koncentracji i nauce.
          </li>
          <li>
            <Link to={COURSE_OFFER_PATHS.PED}>{COURSE_NAMES.PED}</Link> – bezpłatny minikurs na
            początek.
          </li>
          <li>
            <Link to={COURSE_OFFER_PATHS.ZN}>{COURSE_NAMES.ZN}</Link> – kurs dla rodziców.
          </li>
        </ul>
      </section>
    </article>
  )
}
