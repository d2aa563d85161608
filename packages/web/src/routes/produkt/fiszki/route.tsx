import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'
import { ToolArea } from '../-components/tool-area'
import { toolHead } from '../-components/tool-head'

export const Route = createFileRoute('/produkt/fiszki')({
  beforeLoad: guardArea('feature-flashcards'),
  head: () => toolHead('flashcards'),
  component: () => <ToolArea tool="flashcards" />,
})
