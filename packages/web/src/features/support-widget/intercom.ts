import type { User } from '@app/contract/user'

export type SupportWidgetUser = Pick<User, 'id' | 'name' | 'createdAt' | 'intercomToken'>

/** Intercom's boot settings: identity verified by the signed token (`user_hash`). */
export interface SupportWidgetSettings {
  app_id: string
  user_id: string
  user_hash: string
  name: string
  /** Unix time in seconds. */
  created_at: number
}

type IntercomFn = ((...args: unknown[]) => void) & { q?: unknown[]; c?: (args: unknown) => void }

export interface SupportWidgetHost {
  Intercom?: IntercomFn
}

/** The boot settings for a signed-in user, or null when the user has no widget token. */
export function supportWidgetSettings(
  appId: string,
  user: SupportWidgetUser,
): SupportWidgetSettings | null {
  const createdAtMs = Date.parse(user.createdAt)
  if (!user.intercomToken || Number.isNaN(createdAtMs)) return null
  return {
    app_id: appId,
    user_id: user.id,
    user_hash: user.intercomToken,
    name: user.name,
    created_at: Math.floor(createdAtMs / 1000),
  }
}

const SCRIPT_ID = 'support-widget'

/**
 * Boots the widget (Intercom's loader snippet): a queueing stub until the script has loaded,
 * then the script, asynchronously. Booting again (another user) reuses the loaded widget.
 */
export function bootSupportWidget(
  settings: SupportWidgetSettings,
  host: SupportWidgetHost,
  doc: Document,
): void {
  if (typeof host.Intercom !== 'function') {
    const queue: unknown[] = []
    const stub: IntercomFn = function intercom() {
      // eslint-disable-next-line prefer-rest-params -- the widget replays the queued Arguments
      queue.push(arguments)
    }
    stub.q = queue
    stub.c = (args) => queue.push(args)
    host.Intercom = stub
  }
  host.Intercom?.('boot', settings)
  if (doc.getElementById(SCRIPT_ID)) return
  const script = doc.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(settings.app_id)}`
  doc.head.append(script)
}

/** Ends the widget's conversation state (sign-out, another user). */
export function shutdownSupportWidget(host: SupportWidgetHost): void {
  host.Intercom?.('shutdown')
}
