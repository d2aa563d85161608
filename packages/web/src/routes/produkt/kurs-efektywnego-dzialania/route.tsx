import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'

/** The KED course area: its group, else its offer (SPEC §6). */
export const Route = createFileRoute('/produkt/kurs-efektywnego-dzialania')({
  beforeLoad: guardArea('course-ked'),
})
