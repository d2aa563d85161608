import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'

/** A seasonal newsletter campaign: straight on to the course offer, with its source marker. */
export const Route = createFileRoute('/newsletter/koniec-roku-szkolnego')({
  beforeLoad: () => {
    throw redirect({
      to: ROUTES.kedOffer,
      search: { source: 'newsletter-koniec-roku-szkolnego' },
      replace: true,
    })
  },
})
