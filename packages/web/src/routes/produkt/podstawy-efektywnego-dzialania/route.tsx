import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'

/** The PED course area: its group, else its offer (SPEC §6). */
export const Route = createFileRoute('/produkt/podstawy-efektywnego-dzialania')({
  beforeLoad: guardArea('course-ped'),
})
