import { toWarsawDateKey } from '@app/domain/shared/format'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'

export const STUDENT = 'uczen@example.com'
export const PLANS = '/produkt/planer-nauki'
export const NEW_PLAN = '/produkt/planer-nauki/nowy'
export const CREATE_PATH = '/api/saas/planner/plans'

/** The Warsaw day `days` from today, 'yyyy-mm-dd' (the value of a date input). */
export function dayFromToday(days: number): string {
  const [year, month, day] = toWarsawDateKey(Date.now()).split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}

/** 'dd.mm.yyyy', as the pages write a day. */
export const shown = (dateKey: string) => dateKey.split('-').reverse().join('.')

/** Marks the planner's tutorial seen: the list page then opens without it on top. */
export async function skipPlannerTutorial(request: APIRequestContext, email = STUDENT) {
  const api = await apiAs(request, email)
  await api.user.sendNotification({ body: { type: 'LEARNING_PLANNER_TUTORIAL' } })
}

/** The persona's id (the wizard keeps one draft per user under it). */
async function userId(request: APIRequestContext, email: string): Promise<string> {
  const api = await apiAs(request, email)
  const whoami = await api.user.whoami()
  if (whoami.status !== 200) throw new Error(`GET whoami answered ${whoami.status}`)
  return whoami.body.id
}

/**
 * A wizard draft stored as the wizard stores it, then the wizard opened on it (the page must be
 * one of the app's, signed in as `email`): for tests that start from a later step.
 */
export async function openWithDraft(
  page: Page,
  request: APIRequestContext,
  email: string,
  draft: Record<string, unknown>,
) {
  const id = await userId(request, email)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`planner-wizard:${id}`, JSON.stringify(draft)],
  )
  await page.goto(NEW_PLAN)
}

/** A filled draft of one subject (its exam in 10 days) on `step`. */
export function filledDraft(step: number, patch: Record<string, unknown> = {}) {
  const afterSchool = [{ start: '16:00', end: '18:00' }]
  return {
    step,
    name: 'Plan z kreatora',
    subjects: [
      {
        subject: 'biologia',
        difficulty: 'MEDIUM',
        kind: 'EXAM',
        date: dayFromToday(10),
        title: 'Sprawdzian',
        topics: [{ title: 'Genetyka', hours: '2' }],
      },
    ],
    windows: {
      MON: afterSchool,
      TUE: afterSchool,
      WED: afterSchool,
      THU: afterSchool,
      FRI: afterSchool,
      SAT: [],
      SUN: [],
    },
    daysOff: [],
    preferredTimes: [],
    sessionMinutes: '25',
    chronotype: null,
    ...patch,
  }
}
