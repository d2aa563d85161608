import { SUPPORT_WIDGET_DELAY_MS } from '@app/domain/shared/constants'
import { useEffect } from 'react'
import {
  bootSupportWidget,
  shutdownSupportWidget,
  supportWidgetSettings,
  type SupportWidgetHost,
  type SupportWidgetUser,
} from './intercom'
import { loadOnFirstInteraction } from './schedule'

/**
 * SPEC §4 support widget for a signed-in user with a widget token: loaded on the first
 * interaction or after 10 s, so it never competes with the first paint. Without an app id
 * (development, tests, CI) nothing is scheduled at all.
 */
export function useSupportWidget(user: SupportWidgetUser | null, appId: string | null) {
  const settings = appId && user ? supportWidgetSettings(appId, user) : null
  // Primitive dependencies: a refetched but unchanged user must not restart the widget.
  const key = settings ? JSON.stringify(settings) : null

  useEffect(() => {
    if (!key) return
    const host = window as SupportWidgetHost
    let booted = false
    const cancel = loadOnFirstInteraction(
      window,
      () => {
        booted = true
        bootSupportWidget(JSON.parse(key), host, document)
      },
      SUPPORT_WIDGET_DELAY_MS,
    )
    return () => {
      cancel()
      if (booted) shutdownSupportWidget(host)
    }
  }, [key])
}
