import {
  expect,
  mockUrl,
  navigateInApp,
  setBothClocks,
  test,
  waitThroughRetries,
} from '../fixtures'
import { KED_PAGE, PED_PAGE, ZN_PAGE, fakeVimeo, player, startKedWeeks, week } from './helpers'

test('uczen: My products shows the course with its progress and leads to the programme', async ({
  page,
  login,
  checkA11y,
}) => {
  await login(page, 'uczen@example.com')
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Kurs Efektywnego Działania' }),
  })
  await expect(card).toContainText('Zacznij od tygodnia 0')
  await expect(card).toContainText('Otwarte tygodnie: 4 z 10')
  await expect(
    card.getByRole('link', { name: 'Tydzień 0: Witaj w Kursie Efektywnego Działania' }),
  ).toBeVisible()
  await checkA11y(page)

  await card.getByRole('link', { name: 'Kurs Efektywnego Działania' }).click()
  await expect(page).toHaveURL(KED_PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')
  await expect(page.getByText('9 tygodni + tydzień wprowadzający')).toBeVisible()
  await expect(page.getByText(/^Cześć! Cieszymy się, że jesteś z nami/)).toBeVisible()
  await expect(week(page, 'Tydzień 3').getByRole('link').first()).toBeVisible()
  await expect(week(page, 'Tydzień 4')).toContainText(
    'Otworzy się 7 dni po tym, jak zaczniesz oglądać tydzień „Wprowadzenie do efektywnej nauki”.',
  )
  await checkA11y(page)
})

test('watching a video to the end counts on the course page and on My products', async ({
  page,
  request,
  mock,
  login,
}) => {
  // The stand-in player plays at 4×: 10 s of video (above 90% of the 9-minute video needs 486 s) is
  // too little, so the watched seconds are reported through the API here and shown by the page.
  // Reported before the pages are opened; My products is opened inside the app afterwards (its
  // first load there, so nothing cached stands in for the count).
  const persona = await mock.persona('uczen@example.com')
  const token = await request.post(`${mockUrl()}/__mock/personas/${persona.email}/token`)
  const { idToken } = (await token.json()) as { idToken: string }
  const report = await request.post(`${mockUrl()}/api/update_watch_time`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: {
      course: 'KED',
      episodeId: 'ked-w0-e1',
      event: 'PROGRESS',
      positionSeconds: 540,
      watchedSecondsDelta: 540,
    },
  })
  expect(report.status()).toBe(200)

  await login(page, 'uczen@example.com', { at: KED_PAGE })
  await expect(
    week(page, 'Tydzień 0')
      .getByRole('listitem')
      .filter({ hasText: 'Witaj w Kursie Efektywnego Działania' }),
  ).toContainText('obejrzane')
  await expect(page.getByText(/^Obejrzane: 1 z \d+ nagrań \(\d+%\)$/)).toBeVisible()
  await navigateInApp(page, '/produkt')
  await expect(page.getByText(/^Obejrzane: 1 z \d+ nagrań/)).toBeVisible()
  // The card leads on to the first video not watched yet.
  await page.getByRole('link', { name: 'Tydzień 0: Jak korzystać z kursu i notatek' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jak korzystać z kursu i notatek',
  )
})

test('mini: the one-week basics course, every episode open, rated in place', async ({
  page,
  login,
  checkA11y,
}) => {
  await fakeVimeo(page)
  await login(page, 'mini@example.com')
  await page.getByRole('link', { name: 'Podstawy Efektywnego Działania' }).click()
  await expect(page).toHaveURL(PED_PAGE)
  await expect(page.getByText('1 tydzień', { exact: true })).toBeVisible()
  await expect(page.getByText('Otworzy się')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Podstawy efektywnego działania',
  ])
  await checkA11y(page)

  await page.getByRole('link', { name: 'Plan tygodnia w 20 minut' }).click()
  await expect(player(page).getByRole('button', { name: 'Odtwórz' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Planer tygodniowy/ })).toHaveAttribute(
    'href',
    /\/api\/media\/resources\/planer-tygodniowy\.pdf$/,
  )
  await page.getByText('Oceń ten odcinek').click()
  await page.getByRole('button', { name: 'Wyślij ocenę' }).click()
  await expect(page.getByText('Wybierz ocenę')).toBeVisible()
  await page.getByLabel('5 gwiazdek').check()
  await page.getByLabel('Komentarz (nieobowiązkowy)').fill('Konkretnie i krótko.')
  await page.getByRole('button', { name: 'Wyślij ocenę' }).click()
  await expect(page.getByText('Dziękujemy za opinię!')).toBeVisible()
  await checkA11y(page)

  // Playing a video starts the week: the week can be rated from the programme.
  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await page.getByRole('link', { name: /program kursu/ }).click()
  await expect(page.getByText('Oceń ten tydzień')).toBeVisible()
})

test('rodzic: the parents course in three modules and the end-of-course survey', async ({
  page,
  login,
  checkA11y,
}) => {
  await fakeVimeo(page)
  await login(page, 'rodzic@example.com', { at: ZN_PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zrozumieć Nastolatka')
  await expect(page.getByText('1 tydzień', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Moduł 1: Zrozumieć nastolatka',
    'Moduł 2: Komunikacja z nastolatkiem',
    'Moduł 3: Wspieranie edukacji nastolatka',
  ])
  await expect(page.getByRole('heading', { name: 'Jak ci poszło?' })).toHaveCount(0)
  await checkA11y(page)

  // Starting the last module offers the survey at the end of the programme.
  await page.getByRole('link', { name: 'Pomagać, nie wyręczać' }).click()
  await player(page).getByRole('button', { name: 'Odtwórz' }).click()
  await page.getByRole('link', { name: /program kursu/ }).click()
  const survey = page.getByRole('region', { name: 'Jak ci poszło?' })
  await expect(survey).toBeVisible()
  await survey.getByLabel('4 gwiazdki').check()
  await survey.getByLabel('Tak').check()
  await survey.getByLabel('Co dało Ci najwięcej? (nieobowiązkowe)').fill('Moduł o rozmowie.')
  await survey.getByRole('button', { name: 'Wyślij ankietę' }).click()
  await expect(survey.getByText('Dziękujemy za opinię!')).toBeVisible()
  await checkA11y(page)
})

test('weeks 6 to 9: the content of SPEC §1, the mind-map list (at least 3) and the brain dump notes', async ({
  page,
  request,
  mock,
  login,
  checkA11y,
}) => {
  // pro started every week, 7 days apart, from 05.01.2026; week 9 started on 09.03.2026.
  await startKedWeeks(request, mock, 'pro@example.com', new Date('2026-01-05T10:00:00Z'), 9)
  await setBothClocks(page, mock, '2026-03-10T10:00:00.000Z')
  await login(page, 'pro@example.com', { at: KED_PAGE })

  await expect(week(page, 'Tydzień 6')).toContainText('Optymalizacja')
  for (const title of [
    'Sen',
    'Jedzenie',
    'Sport',
    'Odpoczynek',
    'Ściąga antystresowa',
    'Medytacja prowadzona (10 minut)',
    'Arkusz pomiaru efektywności',
  ])
    await expect(
      week(page, 'Tydzień 6').getByRole('link', { name: title, exact: true }),
    ).toBeVisible()
  for (const title of [
    'Stan flow',
    'Miesiąc w jeden dzień',
    'Dziennik dzienny',
    'Protokół celu',
    'Brain dump',
  ])
    await expect(
      week(page, 'Tydzień 8').getByRole('link', { name: title, exact: true }),
    ).toBeVisible()
  for (const title of [
    'Konsekwencja',
    'Przestań się przestarać',
    'Obraz siebie',
    'Przekonania',
    'Ćwiczenie dodatkowe: list z przyszłości',
    'Podsumowanie kursu',
  ])
    await expect(
      week(page, 'Tydzień 9').getByRole('link', { name: title, exact: true }),
    ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Jak ci poszło?' })).toBeVisible()

  // Week 7: the mind-map exercise keeps the user's list until there are at least 3.
  await week(page, 'Tydzień 7').getByRole('link', { name: 'Ćwiczenie: mapy myśli' }).click()
  await expect(page.getByText('co najmniej 3 własne mapy myśli')).toBeVisible()
  const status = page.getByText(/^Na liście:/)
  await expect(status).toHaveText('Na liście: 0 map myśli. Cel: co najmniej 3.')
  const topic = page.getByLabel('Temat mapy myśli')
  await page.getByRole('button', { name: 'Dodaj do listy' }).click()
  await expect(page.getByText('Wpisz nazwę')).toBeVisible()
  await topic.fill('Fotosynteza')
  await page.getByRole('button', { name: 'Dodaj do listy' }).click()
  await expect(status).toHaveText('Na liście: 1 mapa myśli. Cel: co najmniej 3.')
  await expect(topic).toHaveValue('')

  await mock.addScenario({ pattern: '/api/update_episode_tracker', method: 'POST', status: 503 })
  await topic.fill('Rozbiory Polski')
  await page.getByRole('button', { name: 'Dodaj do listy' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(topic).toHaveValue('Rozbiory Polski')
  await expect(status).toHaveText('Na liście: 1 mapa myśli. Cel: co najmniej 3.')
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Dodaj do listy' }).click()
  await expect(status).toHaveText('Na liście: 2 mapy myśli. Cel: co najmniej 3.')
  await topic.fill('Prawa Newtona')
  await topic.press('Enter')
  await expect(status).toHaveText('Na liście: 3 mapy myśli. Cel osiągnięty!')
  await checkA11y(page)
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Prawa Newtona' })).toBeVisible()
  await page.getByRole('button', { name: 'Usuń: Fotosynteza' }).click()
  await expect(status).toHaveText('Na liście: 2 mapy myśli. Cel: co najmniej 3.')

  // Week 8: the brain dump suggests 1-2 hours and has a notes area.
  await page.goto(`${KED_PAGE}?odcinek=ked-w8-e5`)
  await expect(page.getByText('1-2 godziny')).toBeVisible()
  await expect(page.getByLabel('Notatki do tego odcinka')).toBeVisible()
  // Week 6: the cheat-sheet and the measurement sheet are downloads.
  await page.goto(`${KED_PAGE}?odcinek=ked-w6-e7`)
  await expect(page.getByRole('link', { name: /Arkusz pomiaru efektywności/ })).toHaveAttribute(
    'href',
    /arkusz-pomiaru-efektywnosci\.pdf$/,
  )
})

test('on a phone the course page has no axe violation and the avatar button keeps its name', async ({
  page,
  mock,
  login,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const persona = await mock.persona('uczen@example.com')
  await login(page, persona.email, { at: KED_PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')
  await expect(page.getByRole('button', { name: `Zalogowano jako ${persona.name}` })).toBeVisible()
  await checkA11y(page)
})

test('when the course cannot be loaded the page says so and offers a retry', async ({
  page,
  mock,
  login,
}) => {
  await login(page, 'uczen@example.com', { at: null })
  await mock.addScenario({
    pattern: '/api/get_week_and_episodes*',
    method: 'GET',
    status: 503,
    message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
  })
  await page.clock.install()
  await page.goto(KED_PAGE)
  await waitThroughRetries(page, page.getByRole('heading', { name: /^O nie!/ }))
  await expect(
    page.getByText('Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'),
  ).toBeVisible()
  await mock.clearScenarios()
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurs Efektywnego Działania')
})
