import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'
import { ToolArea } from '../-components/tool-area'
import { toolHead } from '../-components/tool-head'

export const Route = createFileRoute('/produkt/planer-nauki')({
  beforeLoad: guardArea('feature-planner'),
  head: () => toolHead('planner'),
  component: () => <ToolArea tool="planner" />,
})
