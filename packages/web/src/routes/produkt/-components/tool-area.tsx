import { canUseTool, type ToolKey } from '@app/domain/access/tools'
import { AreaOutlet } from '../../../components/layout/area-outlet'
import { ProToolOffer } from '../../../features/products/components/pro-tool-offer'
import { useSession } from '../../../features/session/use-session'

/** A tool's area: its pages for a user who may use it (decision 0181), the Pro offer for anybody else. */
export function ToolArea({ tool }: { tool: ToolKey }) {
  const { user } = useSession()
  if (!user) return null
  return canUseTool(user, tool) ? <AreaOutlet /> : <ProToolOffer tool={tool} />
}
