import { LIMITS } from '@app/contract/limits'
import { DEADLINE_KINDS, DIFFICULTIES, PREFERRED_TIMES } from '@app/contract/planner/constants'
import { CHRONOTYPE_ANSWERS, SUBJECT_IDS, WEEKDAYS, type Weekday } from '@app/contract/user'
import { z } from 'zod'
import { readLocal, removeLocal, writeLocal } from '../../../lib/storage'
import type { WizardDraft } from './wizard-draft'

/**
 * The wizard's draft in localStorage, one per user (people sharing a browser never see each
 * other's plans). A stored draft holds what was typed, right or wrong, so it is read with a loose
 * shape: only a draft that is not the wizard's at all (another version, a broken edit) is dropped.
 */

const draftKey = (userId: string) => `planner-wizard:${userId}`

/** Text as typed, bounded so a tampered record cannot grow without end. */
const typed = z.string().max(1_000)
const window = z.object({ start: typed, end: typed })
const day = z.array(window).max(LIMITS.studyWindowsPerDayMax)

const StoredDraftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  name: typed,
  subjects: z
    .array(
      z.object({
        subject: z.enum(SUBJECT_IDS),
        difficulty: z.enum(DIFFICULTIES),
        kind: z.enum(DEADLINE_KINDS),
        date: typed,
        title: typed,
        topics: z
          .array(z.object({ title: typed, hours: typed }))
          .max(LIMITS.planTopicsPerSubjectMax + 1),
      }),
    )
    .max(SUBJECT_IDS.length),
  windows: z.object(
    Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<Weekday, typeof day>,
  ),
  daysOff: z.array(typed).max(LIMITS.planDaysOffMax + 1),
  preferredTimes: z.array(z.enum(PREFERRED_TIMES)).max(PREFERRED_TIMES.length),
  sessionMinutes: typed,
  chronotype: z.enum(CHRONOTYPE_ANSWERS).nullable(),
})

/** The user's draft, or null when there is none or it cannot be the wizard's. */
export function readWizardDraft(userId: string): WizardDraft | null {
  const text = readLocal(draftKey(userId))
  if (!text) return null
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeWizardDraft(userId: string, draft: WizardDraft): void {
  writeLocal(draftKey(userId), JSON.stringify(draft))
}

export function clearWizardDraft(userId: string): void {
  removeLocal(draftKey(userId))
}
