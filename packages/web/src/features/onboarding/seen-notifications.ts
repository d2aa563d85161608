import { NOTIFICATION_TYPES, type NotificationType } from '@app/contract/user'
import { readLocal, writeLocal } from '../../lib/storage'

const key = (userId: string) => `seenNotifications:${userId}`

/** The onboarding dialogs this browser saw closed, whether or not the server heard of it. */
export function readLocallySeen(userId: string): NotificationType[] {
  try {
    const stored: unknown = JSON.parse(readLocal(key(userId)) ?? '[]')
    return Array.isArray(stored)
      ? stored.filter((type): type is NotificationType => NOTIFICATION_TYPES.includes(type))
      : []
  } catch {
    return []
  }
}

export function rememberSeen(userId: string, type: NotificationType): void {
  const seen = readLocallySeen(userId)
  if (!seen.includes(type)) writeLocal(key(userId), JSON.stringify([...seen, type]))
}
