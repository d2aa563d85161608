import type { ChatUsage } from '@app/contract/chat/stream-events'
import {
  formatWarsawDateTime,
  pluralPl,
  toWarsawDateKey,
  warsawParts,
  type Instant,
} from '../shared/format'

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (at: Instant) => {
  const p = warsawParts(at)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** A conversation's last activity in the list: 'dziś 14:05', else 'dd.mm.yyyy hh:mm' (Warsaw). */
export function formatChatTime(at: Instant, now: Instant): string {
  return toWarsawDateKey(at) === toWarsawDateKey(now)
    ? `dziś ${clock(at)}`
    : formatWarsawDateTime(at)
}

// The verb agrees with the number left: 'Pozostała 1', 'Pozostały 2', 'Pozostało 7'.
const LEFT = { one: 'Pozostała', few: 'Pozostały', many: 'Pozostało' }

/**
 * The allowance under the composer: 'Pozostało 7 z 20 wiadomości na dziś', with the packs'
 * balance when there is one ('oraz 480 z pakietu').
 */
export function formatChatUsage(
  usage: Pick<ChatUsage, 'remainingToday' | 'dailyLimit' | 'packRemaining'>,
): string {
  const left = pluralPl(usage.remainingToday, LEFT)
  const today = `${left} ${usage.remainingToday} z ${usage.dailyLimit} wiadomości na dziś`
  return usage.packRemaining > 0 ? `${today} oraz ${usage.packRemaining} z pakietu` : today
}

/** With the allowance spent: when it comes back, in Warsaw time ('… od 00:00.'). */
export const formatChatReset = (resetsAt: Instant): string =>
  `Kolejne wiadomości będą dostępne od ${clock(resetsAt)}.`
