import { experimentForTrace } from '../../features/experiments/experiments'
import { useSession } from '../../features/session/use-session'
import { useExpiredItemsCleanup } from '../../features/stored-items/use-expired-items-cleanup'
import { useSupportWidget } from '../../features/support-widget/use-support-widget'
import { useNavigationTraces } from '../../features/tracing/use-navigation-traces'
import { config } from '../../lib/config'

/**
 * The behaviours of SPEC §4 that belong to no single page (tracing, experiments, support widget,
 * stored-item cleanup), mounted once by the root layout after hydration.
 */
export default function AppEffects() {
  const { user } = useSession()
  useExpiredItemsCleanup()
  useNavigationTraces(experimentForTrace)
  useSupportWidget(user, config.supportWidgetAppId)
  return null
}
