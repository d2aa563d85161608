import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'

/** The ZN course area: its group, else its offer (SPEC §6). */
export const Route = createFileRoute('/produkt/zrozumiec-nastolatka')({
  beforeLoad: guardArea('course-zn'),
})
