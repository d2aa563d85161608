import { createFileRoute } from '@tanstack/react-router'
import { AreaOutlet } from '../../../components/layout/area-outlet'
import { guardArea } from '../../../lib/access-guard'

/** The community pages: any product user (a course group), SPEC §6. */
export const Route = createFileRoute('/produkt/spolecznosc')({
  beforeLoad: guardArea('product'),
  component: AreaOutlet,
})
