import { createFileRoute } from '@tanstack/react-router'
import { AreaOutlet } from '../../../components/layout/area-outlet'
import { guardArea } from '../../../lib/access-guard'

export const Route = createFileRoute('/produkt/fiszki')({
  beforeLoad: guardArea('feature-flashcards'),
  component: AreaOutlet,
})
