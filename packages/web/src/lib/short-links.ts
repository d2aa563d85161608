import { ROUTES } from '@app/domain/navigation/routes'
import { redirect } from '@tanstack/react-router'

/**
 * Where the short links of SPEC §2 lead: the webinar page, most with a source marker (decision
 * 0078). Until the webinar has its page they lead to the presentation of the course and platform,
 * with the same marker (decision 0108).
 */
const WEBINAR_PAGE = ROUTES.presentation
const SHORT_LINKS = {
  yt: 'yt',
  tiktok: 'tiktok',
  ig: 'ig',
  start: 'start',
  slajdy: 'slajdy',
  qr: null,
  rads: null,
  'mistrzowskie-wsparcie': null,
} as const satisfies Record<string, string | null>

/** A short link's `beforeLoad`: straight on to its target, replacing the short address. */
export function shortLink(name: keyof typeof SHORT_LINKS) {
  return () => {
    const source = SHORT_LINKS[name]
    throw redirect({
      to: WEBINAR_PAGE,
      search: source === null ? {} : { source },
      replace: true,
    })
  }
}
