import { enrolmentBanner } from '@app/domain/courses/enrolment-banner'
import { formatCount } from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { Link } from '@tanstack/react-router'
import '../home.css'

/**
 * The sales banner (SPEC §1): a countdown to the end of enrolment, shown in Warsaw time, gone
 * from the deadline on. The details button leads to the course and platform presentation, a
 * parent's to the course page for parents (the domain's `enrolmentBanner`).
 */
export function SalesBanner({ now, isParent }: { now: Date; isParent: boolean }) {
  const banner = enrolmentBanner(now, { isParent })
  if (!banner.visible) return null
  const { days, hours, minutes, seconds } = banner.remaining
  return (
    <section className="sales-banner" aria-labelledby="sales-banner-heading">
      <h2 id="sales-banner-heading">Zapisy do programu trwają do {banner.deadlineLabel}</h2>
      <p>
        Do końca zapisów zostało:{' '}
        <span className="sales-banner-countdown">
          {formatCount(days, PLURAL_FORMS.day)}, {formatCount(hours, PLURAL_FORMS.hour)},{' '}
          {formatCount(minutes, PLURAL_FORMS.minute)} i {formatCount(seconds, PLURAL_FORMS.second)}
        </span>
      </p>
      <Link to={banner.detailsTo} className="button button-primary">
        Zobacz szczegóły
      </Link>
    </section>
  )
}
