import type { Community } from '@app/contract/community'
import { CONSULTATION_JOIN_OPENS_MINUTES } from '@app/domain/shared/constants'
import { consultationJoin } from '@app/domain/courses/consultations'
import { formatWarsawDate, formatWarsawDateTime, onPolishWeekday } from '@app/domain/shared/format'
import { Radio, Video } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { ExternalLink } from './external-link'
import { MeetingTime } from './meeting-time'
import '../community.css'

/**
 * "Dołącz do spotkania": the call link is shown from 10 minutes before a consultation until it
 * ends (domain `consultationJoin`); otherwise the text says when it appears. `now` ticks, so the
 * link appears without a reload.
 */
export function ConsultationJoin({
  now,
  community,
  failure,
}: {
  now: Date
  community: Community | undefined
  /** Why the community data (with the link) could not be loaded. */
  failure: string | null
}) {
  const join = consultationJoin(now)
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={Video}
      title="Dołącz do rozmowy"
      className="community-join"
      meta={
        join.state === 'open' ? (
          <Badge tone="success" icon={Radio}>
            Można dołączyć
          </Badge>
        ) : null
      }
    >
      {join.state === 'open' ? (
        <>
          <p className="community-highlight">
            {join.startsAt.getTime() > now.getTime()
              ? 'Za chwilę zaczynamy: '
              : 'Konsultacje właśnie trwają: '}
            <MeetingTime at={join.startsAt} />
          </p>
          {community ? (
            <p>
              <ExternalLink
                href={community.consultations.callUrl}
                className="button button-primary community-cta"
              >
                Dołącz do spotkania
              </ExternalLink>
            </p>
          ) : (
            <p role="alert">Nie udało się pobrać linku do rozmowy. {failure}</p>
          )}
        </>
      ) : (
        <p>
          Przycisk „Dołącz do spotkania” pojawi się tutaj {onPolishWeekday(join.opensAt)}{' '}
          {formatWarsawDate(join.opensAt)} o {formatWarsawDateTime(join.opensAt).slice(-5)}, czyli{' '}
          {CONSULTATION_JOIN_OPENS_MINUTES} minut przed startem najbliższych konsultacji. Nie musisz
          odświeżać strony.
        </p>
      )}
    </Card>
  )
}
