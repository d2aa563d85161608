import { COURSE_OFFER_PATHS } from '@app/domain/access/access'
import { COURSE_NAMES } from '@app/domain/shared/messages'
import { Link } from '@tanstack/react-router'
import { GraduationCap, Users, UsersRound } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { PageHeader } from '../../../components/ui/page-header'
import '../community.css'

/**
 * The community's pages for an account that is not a member (no course yet, decision 0145): who
 * the community is for and how to join, instead of links the API would not give.
 */
export function CommunityForMembers() {
  return (
    <article className="community-page">
      <PageHeader
        icon={Users}
        title="Społeczność"
        description="Społeczność to uczniowie i rodzice, którzy przechodzą przez nasze kursy: w każdą sobotę o 17:00 spotykamy się na konsultacjach na żywo, a między nimi piszemy w grupie na czacie."
      />
      <div className="community-columns community-columns-even">
        <Card as="section" headingLevel={2} icon={UsersRound} title="Dla kogo?">
          <p>
            Społeczność jest dostępna dla uczestników naszych kursów. Gdy zaczniesz jeden z nich,
            znajdziesz tutaj terminy konsultacji, zapis na spotkanie wprowadzające i link do grupy
            na czacie.
          </p>
        </Card>

        <Card as="section" headingLevel={2} icon={GraduationCap} title="Jak dołączyć?">
          <ul className="community-facts">
            <li>
              <Link to={COURSE_OFFER_PATHS.KED}>{COURSE_NAMES.KED}</Link> – dziewięć tygodni nagrań
              i ćwiczeń o planowaniu, koncentracji i nauce.
            </li>
            <li>
              <Link to={COURSE_OFFER_PATHS.PED}>{COURSE_NAMES.PED}</Link> – bezpłatny minikurs na
              początek.
            </li>
            <li>
              <Link to={COURSE_OFFER_PATHS.ZN}>{COURSE_NAMES.ZN}</Link> – kurs dla rodziców.
            </li>
          </ul>
        </Card>
      </div>
    </article>
  )
}
