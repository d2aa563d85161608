import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'
import { ToolArea } from '../-components/tool-area'
import { toolHead } from '../-components/tool-head'

export const Route = createFileRoute('/produkt/plan-dominacji')({
  beforeLoad: guardArea('feature-domination-plan'),
  head: () => toolHead('dominationPlan'),
  component: () => <ToolArea tool="dominationPlan" />,
})
