import { apiAs } from '../blog/helpers'
import { XSS_PAYLOADS } from '../blog/xss-payloads'
import { expect, test } from '../fixtures'
import {
  STUDENT,
  createExercise,
  editPath,
  exercisePath,
  expectInertDom,
  source,
  watchForExecution,
} from './helpers'

test('no stored XSS payload runs in the statement, the solution, the hints or the editor’s preview', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(120_000)
  const chunks = [0, 1, 2, 3, 4].map((i) =>
    XSS_PAYLOADS.filter((_, at) => at % 5 === i).join('\n\n'),
  )
  const exercise = await createExercise(
    await apiAs(request, STUDENT),
    source({
      title: '<img src=x onerror=window.__xss=1>',
      statement: `Przed ładunkami: $x^2$.\n\n${XSS_PAYLOADS.join('\n\n')}`,
      solution: `Rozwiązanie.\n\n${XSS_PAYLOADS.join('\n\n')}`,
      hints: chunks,
      answer: {
        type: 'SINGLE_CHOICE',
        options: [
          { id: 'a', text: '<svg onload=window.__xss=1>' },
          { id: 'b', text: '[klik](javascript:window.__xss=1)' },
        ],
        correct: 'a',
      },
    }),
  )
  const watch = watchForExecution(page)
  const expectNothingRan = async (what: string) => {
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
    expect(await watch.marker(), what).toBeUndefined()
    expect(watch.dialogs, what).toEqual([])
    await expectInertDom(page)
  }

  await login(page, STUDENT, { at: exercisePath(exercise.id) })
  await expect(page.getByText('Przed ładunkami:')).toBeVisible()
  // Every hint, one by one (however many the author's page shows already).
  // While a hint loads, its button reads 'Wczytywanie…': wait for the next one or the end.
  const nextHint = page.getByRole('button', { name: /^Podpowiedź \d z 5$/ })
  const noMoreHints = page.getByText('To wszystkie podpowiedzi do tego zadania.')
  await expect(nextHint.or(noMoreHints)).toBeVisible()
  while (await nextHint.isVisible()) {
    const label = (await nextHint.textContent()) ?? ''
    await nextHint.click()
    await expect(page.getByRole('button', { name: label })).toHaveCount(0)
    await expect(nextHint.or(noMoreHints)).toBeVisible()
  }
  await expect(noMoreHints).toBeVisible()
  await expect(page.getByText('Rozwiązanie.', { exact: true })).toBeVisible()
  await expect(page.locator('.exercise-statement .katex').first()).toBeVisible()
  await expectNothingRan('the exercise page')

  await page.goto(editPath(exercise.id))
  await expect(page.getByRole('region', { name: 'Podgląd' })).toContainText('Przed ładunkami:')
  await expectNothingRan("the editor's preview")
})
