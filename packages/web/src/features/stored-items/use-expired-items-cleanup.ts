import { CLEANUP_INTERVAL_MS } from '@app/domain/shared/stored-items'
import { useEffect } from 'react'
import { removeExpiredItems } from '../../lib/storage'

/** Removes expired stored items at start and every 60 s (SPEC §4, §9). */
export function useExpiredItemsCleanup() {
  useEffect(() => {
    removeExpiredItems(Date.now())
    const timer = setInterval(() => removeExpiredItems(Date.now()), CLEANUP_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
}
