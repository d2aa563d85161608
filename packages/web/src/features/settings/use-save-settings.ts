import type { SettingsUpdate } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { useState } from 'react'
import { useUpdateSettings } from '../../api/user/mutations'
import { useExclusive } from '../../lib/use-exclusive'

export interface SaveOutcome {
  tone: 'success' | 'error'
  text: string
}

/**
 * A settings tab's save: one at a time, then 'Zapisano zmiany.' or the API's reason (the form
 * keeps what was typed either way).
 */
export function useSaveSettings(userId: string) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null)
  const { mutateAsync } = useUpdateSettings(userId)
  const save = useExclusive(async (body: SettingsUpdate) => {
    setOutcome(null)
    try {
      await mutateAsync({ body })
      setOutcome({ tone: 'success', text: SETTINGS_SAVED_MESSAGE })
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  })
  return { outcome, save }
}
