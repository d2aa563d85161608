import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'
import { ToolArea } from '../-components/tool-area'
import { toolHead } from '../-components/tool-head'

export const Route = createFileRoute('/produkt/zadania')({
  beforeLoad: guardArea('feature-tasks'),
  head: () => toolHead('tasks'),
  component: () => <ToolArea tool="tasks" />,
})
