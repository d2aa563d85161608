import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../lib/access-guard'

/** The whole /produkt tree needs a signed-in user; its pages add their own area's rule. */
export const Route = createFileRoute('/produkt')({
  beforeLoad: guardArea('signed-in'),
})
