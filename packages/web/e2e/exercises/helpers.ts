import type { ApiClient } from '@app/contract/http'
import type { ExerciseEdit, ExerciseSourceInput } from '@app/contract/exercises'
import type { ExerciseSettings } from '@app/contract/user'
import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { apiAs } from '../blog/helpers'
import { expect } from '../fixtures'

export const STUDENT = 'uczen@example.com'
export const REVIEWER = 'recenzent@example.com'
export const PRO = 'pro@example.com'

export const exercisePath = (id: string) => `/produkt/zadania/${id}`
export const editPath = (id: string) => `/produkt/zadania/edytuj/${id}`
export const NEW_EXERCISE = '/produkt/zadania/dodaj'

const key = () => randomBytes(16).toString('hex')

/** A source with what every exercise needs; the test names the rest. */
export function source(patch: Partial<ExerciseSourceInput> & Pick<ExerciseSourceInput, 'answer'>) {
  return {
    subject: 'matematyka',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title: 'Zadanie testowe',
    statement: 'Treść zadania.',
    solution: 'Rozwiązanie krok po kroku.',
    hints: [],
    images: [],
    ...patch,
  } satisfies ExerciseSourceInput
}

/** An exercise made through the API by `email`, private or sent for review. */
export async function createExercise(
  api: ApiClient,
  body: ExerciseSourceInput,
  submitForReview = false,
): Promise<ExerciseEdit> {
  const created = await api.exercises.createExercise({
    body: { source: body, submitForReview },
    headers: { 'idempotency-key': key() },
  })
  if (created.status !== 201) throw new Error(`POST /api/saas/exercises answered ${created.status}`)
  return created.body
}

/**
 * An exercise in the shared bank: written by `pro`, approved by `recenzent` (the review the
 * student's own exercises go through), so that `uczen` solves it as anyone would, without the
 * editor's view of its key.
 */
export async function publishedExercise(
  request: APIRequestContext,
  body: ExerciseSourceInput,
): Promise<string> {
  const author = await apiAs(request, PRO)
  const created = await createExercise(author, body, true)
  const reviewer = await apiAs(request, REVIEWER)
  const approved = await reviewer.exercises.reviewExercise({
    params: { id: created.id },
    body: { decision: 'APPROVE' },
  })
  expect(approved.status, 'the reviewer approves').toBe(200)
  return created.id
}

/** The student's exercise settings, with `patch` (e.g. automatic hints). */
export async function setExerciseSettings(
  request: APIRequestContext,
  patch: Partial<ExerciseSettings>,
  email = STUDENT,
) {
  const api = await apiAs(request, email)
  const settings = await api.user.getSettings()
  if (settings.status !== 200) throw new Error(`GET settings answered ${settings.status}`)
  const saved = await api.user.updateSettings({
    body: {
      type: 'EXERCISE',
      exerciseSettings: { ...settings.body.exerciseSettings, ...patch },
    },
  })
  expect(saved.status).toBe(200)
}

/** The answer form, its button and the verdict. */
export const answerForm = (page: Page) => page.getByRole('region', { name: 'Twoja odpowiedź' })
export const verdict = (page: Page) => page.locator('.exercise-verdict')
export const check = (page: Page) => page.getByRole('button', { name: 'Sprawdź', exact: true })

/** Records every dialog a page opens (dismissing it) and whatever sets the `__xss` marker. */
export function watchForExecution(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return {
    dialogs,
    marker: () => page.evaluate(() => (window as { __xss?: unknown }).__xss),
  }
}

/** Nothing executable made it into the rendered page (as e2e/blog/xss.spec.ts checks it). */
export async function expectInertDom(page: Page) {
  const found = await page.evaluate(() => {
    const main = document.querySelector('main')!
    const bad: string[] = []
    for (const el of main.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase()
      if (['script', 'iframe', 'object', 'embed', 'style', 'base', 'meta'].includes(tag))
        bad.push(`<${tag}>`)
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? ''
        if (attr.startsWith('on')) bad.push(`${tag}[${attr}]`)
        if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\s\p{Cc}]/gu, '')))
          bad.push(`${tag}[${attr}=${value}]`)
      }
    }
    return bad
  })
  expect(found).toEqual([])
}

/** A physics exercise with a unit: 72 km/h for 15 minutes is 18 km (18000 m too). */
export const DISTANCE = source({
  subject: 'fizyka',
  level: 'HIGH_SCHOOL',
  topic: 'kinematyka',
  title: 'Samochód na autostradzie',
  statement:
    'Samochód jedzie ze stałą prędkością $72\\ \\mathrm{km/h}$ przez 15 minut. Jaką drogę przejedzie?',
  solution: 'Czas to $0{,}25$ h, więc $s = v \\cdot t = 72 \\cdot 0{,}25$.',
  answer: { type: 'NUMERIC', value: 18, tolerance: 0, unit: 'km', form: 'DECIMAL' },
  hints: ['Zamień 15 minut na godziny.', 'Droga to prędkość razy czas.'],
})

/** A chemistry exercise with a tolerance: the molar mass of H2SO4 is 98 g/mol ± 0,5. */
export const MOLAR_MASS = source({
  subject: 'chemia',
  level: 'HIGH_SCHOOL',
  topic: 'mol-i-masa-molowa',
  title: 'Masa molowa kwasu siarkowego',
  statement: 'Oblicz masę molową $H_2SO_4$. Przyjmij $M_H = 1$, $M_S = 32$, $M_O = 16$ g/mol.',
  solution: '$2 \\cdot 1 + 32 + 4 \\cdot 16$ g/mol.',
  answer: { type: 'NUMERIC', value: 98, tolerance: 0.5, unit: 'g/mol', form: 'DECIMAL' },
  hints: ['Zsumuj masy wszystkich atomów w cząsteczce.'],
})

/** A page in a browser context of its own, for a second persona in the same test. */
export async function personaPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  })
  return context.newPage()
}
