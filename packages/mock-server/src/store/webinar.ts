import type { WebinarStatisticsUpdate } from '@app/contract/webinar'

type WebinarEvent = WebinarStatisticsUpdate['event']

export interface WebinarStats {
  events: Record<WebinarEvent, number>
  sessions: Set<string>
  watchedSeconds: number
}

/** Counters per webinar (no read endpoint yet: the admin statistics screen is a later issue). */
export class WebinarRepository {
  private stats = new Map<string, WebinarStats>()

  reset() {
    this.stats.clear()
  }

  get(webinarId: string): WebinarStats | undefined {
    return this.stats.get(webinarId)
  }

  record(update: WebinarStatisticsUpdate) {
    const stats = this.stats.get(update.webinarId) ?? {
      events: { REGISTERED: 0, JOINED: 0, LEFT: 0, OFFER_CLICKED: 0 },
      sessions: new Set<string>(),
      watchedSeconds: 0,
    }
    stats.events[update.event] += 1
    stats.sessions.add(update.sessionId)
    stats.watchedSeconds += update.watchedSeconds ?? 0
    this.stats.set(update.webinarId, stats)
  }
}
