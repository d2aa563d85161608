import { redirect } from '@tanstack/react-router'

/** Where the short links of SPEC §2 lead: the webinar page, most with a source marker. */
const SHORT_LINKS = {
  yt: '/webinar?source=yt',
  tiktok: '/webinar?source=tiktok',
  ig: '/webinar?source=ig',
  start: '/webinar?source=start',
  slajdy: '/webinar?source=slajdy',
  qr: '/webinar',
  rads: '/webinar',
  'mistrzowskie-wsparcie': '/webinar',
} as const

/** A short link's `beforeLoad`: straight on to its target, replacing the short address. */
export function shortLink(name: keyof typeof SHORT_LINKS) {
  return () => {
    throw redirect({ href: SHORT_LINKS[name], replace: true })
  }
}
