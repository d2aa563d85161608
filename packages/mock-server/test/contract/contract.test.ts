/**
 * Calls every endpoint of the contract against a base URL and checks each answer: the status must be
 * declared for that endpoint and the body must match its schema. Run with `pnpm test:contract`
 * (in-process mock) or `pnpm contract --base-url <url>` (any server).
 */
import { contract, ApiErrorSchema } from '@app/contract'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTarget, type ContractTarget } from './target'

let target: ContractTarget
beforeAll(async () => {
  target = await startTarget()
  await target.reset()
})
afterAll(() => target.close())

const allRoutes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : allRoutes(r)))
const covered = new Set<AppRoute>()

/** Asserts the answer is one the contract declares for the route, and returns its body. */
function expectAnswer<R extends { status: number; body: unknown }, S extends R['status']>(
  route: AppRoute,
  res: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  covered.add(route)
  expect(res.status, `${route.method} ${route.path}`).toBe(status)
  const schema = (route.responses as Record<number, ZodTypeAny>)[res.status]
  expect(schema, `status ${res.status} declared for ${route.path}`).toBeDefined()
  const parsed = schema!.safeParse(res.body)
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true)
  return res.body as Extract<R, { status: S }>['body']
}

const student = () => target.student!
const admin = () => target.admin!
const withStudent = () => !target?.student && !!process.env.CONTRACT_BASE_URL
const withAdmin = () => !target?.admin && !!process.env.CONTRACT_BASE_URL
const newEmail = (tag: string) => `kontrakt-${tag}-${Date.now()}@example.com`

describe('blog', () => {
  it('pages through every article and filters by category', async () => {
    const ids: string[] = []
    let nextPageKey: string | undefined
    do {
      const res = await target.anonymous.blog.listArticles({ query: { nextPageKey } })
      expectAnswer(contract.blog.listArticles, res, 200)
      if (res.status !== 200) break
      ids.push(...res.body.items.map((a) => a.id))
      nextPageKey = res.body.nextPageKey ?? undefined
    } while (nextPageKey)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)

    const first = await target.anonymous.blog.listArticles({ query: {} })
    const tag = first.status === 200 ? first.body.items[0]?.tags[0] : undefined
    if (tag) {
      const filtered = await target.anonymous.blog.listArticles({ query: { category: tag } })
      expectAnswer(contract.blog.listArticles, filtered, 200)
      if (filtered.status === 200)
        expect(filtered.body.items.every((a) => a.tags.includes(tag))).toBe(true)
    }
  })

  it('lists the categories (tags in use with counts)', async () => {
    const res = await target.anonymous.blog.listCategories()
    expectAnswer(contract.blog.listCategories, res, 200)
  })

  it('gives random articles and one article by id, 404 for an unknown id', async () => {
    const random = await target.anonymous.blog.randomArticles({ query: { numberOfArticles: 2 } })
    expectAnswer(contract.blog.randomArticles, random, 200)
    const id = random.status === 200 ? random.body.items[0]!.id : ''
    const one = await target.anonymous.blog.getArticle({ params: { id }, query: {} })
    expectAnswer(contract.blog.getArticle, one, 200)
    const missing = await target.anonymous.blog.getArticle({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: {},
    })
    expectAnswer(contract.blog.getArticle, missing, 404)
  })

  it('refuses writes to the public (401) and to a student (403)', async () => {
    const article = {
      title: 'Test kontraktu',
      author: 'Zespół',
      imageUrl: '/api/media/blog/test.svg',
      content: '<p>Treść</p>',
    }
    expectAnswer(
      contract.blog.saveArticle,
      await target.anonymous.blog.saveArticle({ body: article }),
      401,
    )
    if (target.student) {
      expectAnswer(
        contract.blog.saveArticle,
        await student().blog.saveArticle({ body: article }),
        403,
      )
    }
  })

  it.skipIf(withAdmin())('lets an admin create, edit and delete an article', async () => {
    const created = await admin().blog.saveArticle({
      body: { title: 'Test kontraktu', author: 'Zespół', imageUrl: '/x.svg', content: '<p>A</p>' },
    })
    const body = expectAnswer(contract.blog.saveArticle, created, 201)
    const edited = await admin().blog.saveArticle({
      body: {
        id: body.id,
        title: 'Test kontraktu 2',
        author: 'Zespół',
        imageUrl: '/x.svg',
        content: '<p>B</p>',
      },
    })
    expectAnswer(contract.blog.saveArticle, edited, 200)
    expectAnswer(
      contract.blog.deleteArticle,
      await admin().blog.deleteArticle({ params: { id: body.id } }),
      204,
    )
    expectAnswer(
      contract.blog.deleteArticle,
      await admin().blog.deleteArticle({ params: { id: body.id } }),
      404,
    )
  })
})

describe('accounts', () => {
  const password = 'Haslo1234!'

  it('rejects an activation with an unknown link and looks links up', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001'
    const signup = await target.anonymous.auth.signup({
      body: {
        email: newEmail('a'),
        password,
        name: 'Ola',
        promoCode: '',
        confirmationCode: unknown,
      },
    })
    expectAnswer(contract.auth.signup, signup, 404)
    expectAnswer(
      contract.auth.getActivation,
      await target.anonymous.auth.getActivation({ params: { id: unknown } }),
      404,
    )
  })

  it('creates a platform account once (then 409)', async () => {
    const body = {
      email: newEmail('saas'),
      password,
      name: 'Ola Kowalska',
      promoCode: '',
      isParent: false,
    }
    expectAnswer(contract.auth.signupSaas, await target.anonymous.auth.signupSaas({ body }), 201)
    expectAnswer(contract.auth.signupSaas, await target.anonymous.auth.signupSaas({ body }), 409)
  })

  it('answers password reset the same way and refuses an unknown change link (change and check)', async () => {
    const reset = await target.anonymous.auth.resetPassword({ body: { email: newEmail('reset') } })
    expectAnswer(contract.auth.resetPassword, reset, 200)
    const change = await target.anonymous.auth.changePassword({
      body: { token: '00000000-0000-4000-8000-000000000002', password },
    })
    expectAnswer(contract.auth.changePassword, change, 404)
    const check = await target.anonymous.auth.checkPasswordReset({
      params: { token: '00000000-0000-4000-8000-000000000002' },
    })
    expectAnswer(contract.auth.checkPasswordReset, check, 404)
  })

  it('verifies email codes and finds public users', async () => {
    const wrong = await target.anonymous.auth.verifyEmail({
      body: { userId: 'nikt', code: '123456' },
    })
    expectAnswer(contract.auth.verifyEmail, wrong, 404)
    expectAnswer(
      contract.auth.getPublicUser,
      await target.anonymous.auth.getPublicUser({ params: { id: 'nikt' } }),
      404,
    )
  })

  it.skipIf(withStudent())(
    'sends a verification code once a minute and shows public data',
    async () => {
      const me = await student().user.whoami()
      const user = expectAnswer(contract.user.whoami, me, 200)
      expectAnswer(
        contract.auth.getPublicUser,
        await target.anonymous.auth.getPublicUser({ params: { id: user.id } }),
        200,
      )
      const sent = await student().auth.sendVerificationCode({ body: { userId: user.id } })
      expectAnswer(contract.auth.sendVerificationCode, sent, 200)
      const again = await student().auth.sendVerificationCode({ body: { userId: user.id } })
      expectAnswer(contract.auth.sendVerificationCode, again, 429)
    },
  )
})

describe('user', () => {
  it('refuses whoami for the public', async () => {
    expectAnswer(contract.user.whoami, await target.anonymous.user.whoami(), 401)
  })

  it.skipIf(withStudent())(
    'reads and writes settings, quiz, notifications and filters',
    async () => {
      const me = expectAnswer(contract.user.whoami, await student().user.whoami(), 200)
      expectAnswer(contract.user.getSettings, await student().user.getSettings(), 200)
      expectAnswer(
        contract.user.updateSettings,
        await student().user.updateSettings({ body: { general: { emailNotifications: false } } }),
        200,
      )
      expectAnswer(
        contract.user.updateSettings,
        await student().user.updateSettings({
          body: {
            type: 'EXERCISE',
            exerciseSettings: { difficulty: 'HARD', dailyGoal: 5, subjects: ['matematyka'] },
          },
        }),
        200,
      )
      // uczen finished the quiz: finishing again answers the stored state, progress is 409.
      expectAnswer(
        contract.user.submitInitialQuiz,
        await student().user.submitInitialQuiz({
          body: {
            schoolType: 'LICEUM',
            grade: 2,
            subjects: ['matematyka'],
            goals: ['EXAM'],
            chronotype: 'unknown',
            weeklyStudyHours: 10,
            biggestChallenge: 'Prokrastynacja',
          },
        }),
        200,
      )
      expectAnswer(contract.user.getQuizProgress, await student().user.getQuizProgress(), 200)
      expectAnswer(
        contract.user.saveQuizProgress,
        await student().user.saveQuizProgress({
          body: { userId: me.id, field: 'grade', value: 2 },
        }),
        409,
      )
      expectAnswer(
        contract.user.sendNotification,
        await student().user.sendNotification({ body: { type: 'CHAT_TUTORIAL' } }),
        204,
      )
      expectAnswer(
        contract.user.validateChild,
        await student().user.validateChild({
          body: { childEmail: 'ktos@example.com', childName: 'Ktoś' },
        }),
        403,
      )
      expectAnswer(
        contract.user.saveExerciseFilters,
        await student().user.saveExerciseFilters({
          body: { subjects: [], difficulty: ['EASY'], status: 'ALL' },
        }),
        200,
      )
    },
  )

  it.skipIf(withStudent())(
    'signs an avatar upload, exports the account and refuses a wrong password',
    async () => {
      const upload = await student().user.requestAvatarUpload({
        body: { contentType: 'image/png', size: 1_000 },
      })
      expectAnswer(contract.user.requestAvatarUpload, upload, 200)
      expectAnswer(contract.user.exportAccount, await student().user.exportAccount(), 200)
      // Never the right password here: the suite may run against a real account.
      const wrong = await student().user.deleteAccount({
        body: { password: 'to-nie-jest-haslo-kontraktu' },
      })
      expectAnswer(contract.user.deleteAccount, wrong, 403)
      expectAnswer(contract.user.exportAccount, await target.anonymous.user.exportAccount(), 401)
    },
  )

  it('keeps feature grants for admins (403 for a student, 404 for an unknown user)', async () => {
    const userId = '00000000-0000-4000-8000-00000000dead'
    const body = { feature: 'flashcards', granted: true } as const
    if (target.student)
      expectAnswer(
        contract.user.grantFeature,
        await student().user.grantFeature({ params: { userId }, body }),
        403,
      )
    if (target.admin)
      expectAnswer(
        contract.user.grantFeature,
        await admin().user.grantFeature({ params: { userId }, body }),
        404,
      )
  })
})

describe('courses', () => {
  it.skipIf(withStudent())(
    'shows the course, records the start, watch time and notes',
    async () => {
      expectAnswer(
        contract.courses.getWeekAndEpisodes,
        await target.anonymous.courses.getWeekAndEpisodes({ query: { course: 'KED' } }),
        401,
      )
      const view = await student().courses.getWeekAndEpisodes({ query: { course: 'KED' } })
      const course = expectAnswer(contract.courses.getWeekAndEpisodes, view, 200)
      const episodeId = course.weeks[0]!.episodes[0]!.id
      const watch = await student().courses.updateWatchTime({
        body: {
          course: 'KED',
          episodeId,
          event: 'START',
          positionSeconds: 0,
          watchedSecondsDelta: 0,
        },
      })
      expectAnswer(contract.courses.updateWatchTime, watch, 200)
      const notes = await student().courses.updateEpisodeNotes({
        body: { course: 'KED', episodeId, notes: 'Moje notatki' },
      })
      expectAnswer(contract.courses.updateEpisodeNotes, notes, 200)
      const noTracker = await student().courses.updateEpisodeTracker({
        body: { course: 'KED', episodeId, items: ['Mapa'] },
      })
      expectAnswer(contract.courses.updateEpisodeTracker, noTracker, 400)
    },
  )
})

describe('traces, diagnostics, metrics, webinar', () => {
  const today = new Date().toISOString().slice(0, 10)

  it('accepts traces, diagnostics and webinar statistics from anyone', async () => {
    const trace = await target.anonymous.trace.createTrace({
      body: {
        sessionId: 'kontrakt',
        origin: 'http://localhost',
        searchParams: '',
        pathname: '/',
        href: 'http://localhost/',
        traceType: 'PAGE_VIEW',
      },
    })
    expectAnswer(contract.trace.createTrace, trace, 204)
    const diag = await target.anonymous.diagnostic.createDiagnostic({
      body: { category: 'FRONTEND', message: 'Test kontraktu' },
    })
    expectAnswer(contract.diagnostic.createDiagnostic, diag, 201)
    const webinar = await target.anonymous.webinar.updateWebinarStatistics({
      body: { webinarId: 'webinar-14-10', sessionId: 'kontrakt', event: 'JOINED' },
    })
    expectAnswer(contract.webinar.updateWebinarStatistics, webinar, 204)
  })

  it('keeps the admin lists from students', async () => {
    if (!target.student) return
    expectAnswer(
      contract.trace.listTraces,
      await student().trace.listTraces({ query: { date: today } }),
      403,
    )
    expectAnswer(
      contract.diagnostic.listDiagnostics,
      await student().diagnostic.listDiagnostics({ query: {} }),
      403,
    )
  })

  it.skipIf(withAdmin())('lists traces, diagnostics and metrics for an admin', async () => {
    expectAnswer(
      contract.trace.listTraces,
      await admin().trace.listTraces({ query: { date: today } }),
      200,
    )
    const list = await admin().diagnostic.listDiagnostics({ query: {} })
    const page = expectAnswer(contract.diagnostic.listDiagnostics, list, 200)
    const reviewed = await admin().diagnostic.markReviewed({ body: { id: page.items[0]!.id } })
    expectAnswer(contract.diagnostic.markReviewed, reviewed, 200)
    expectAnswer(
      contract.metrics.getMetrics,
      await admin().metrics.getMetrics({ query: { from: today, to: today } }),
      200,
    )
  })
})

describe('newsletter, feedback, ebook', () => {
  it('takes a sign-up and refuses unknown confirm and cancel tokens', async () => {
    const email = newEmail('newsletter')
    const subscribe = await target.anonymous.newsletter.subscribe({
      body: { email, list: 'NEWSLETTER', source: 'kontrakt' },
    })
    expectAnswer(contract.newsletter.subscribe, subscribe, 202)
    const unknown = { token: 'kontrakt-nieznany-token' }
    expectAnswer(
      contract.newsletter.confirmSubscription,
      await target.anonymous.newsletter.confirmSubscription({ body: unknown }),
      404,
    )
    expectAnswer(
      contract.newsletter.cancelSubscription,
      await target.anonymous.newsletter.cancelSubscription({ body: unknown }),
      404,
    )
  })

  it('takes a contact message from anybody and gives signed ebook links', async () => {
    const sent = await target.anonymous.feedback.sendFeedback({
      body: {
        name: 'Kontrakt',
        email: newEmail('kontakt'),
        message: 'Wiadomość z testu kontraktu.',
      },
    })
    expectAnswer(contract.feedback.sendFeedback, sent, 201)
    const link = await target.anonymous.ebook.getDownloadUrl({
      params: { ebook: 'webinar' },
      query: {},
    })
    const body = expectAnswer(contract.ebook.getDownloadUrl, link, 200)
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('gives the main ebook only with the token of a confirmed ebook sign-up (else 403)', async () => {
    for (const query of [{}, { token: 'kontrakt-zmyslony-token' }]) {
      expectAnswer(
        contract.ebook.getDownloadUrl,
        await target.anonymous.ebook.getDownloadUrl({ params: { ebook: 'ebook' }, query }),
        403,
      )
    }
  })

  it('keeps course feedback for participants', async () => {
    const rating = { course: 'KED', weekIndex: 1, rating: 5 } as const
    const survey = {
      course: 'KED',
      rating: 5,
      wouldRecommend: true,
      allowPublishing: false,
    } as const
    expectAnswer(
      contract.feedback.sendCourseFeedback,
      await target.anonymous.feedback.sendCourseFeedback({ body: rating }),
      401,
    )
    expectAnswer(
      contract.feedback.sendEndCourseFeedback,
      await target.anonymous.feedback.sendEndCourseFeedback({ body: survey }),
      401,
    )
    if (!target.student) return
    expectAnswer(
      contract.feedback.sendCourseFeedback,
      await student().feedback.sendCourseFeedback({ body: rating }),
      201,
    )
    expectAnswer(
      contract.feedback.sendEndCourseFeedback,
      await student().feedback.sendEndCourseFeedback({ body: survey }),
      201,
    )
  })
})

describe('community', () => {
  it('gives members the links and intro meetings, books one and refuses a made-up time', async () => {
    expectAnswer(
      contract.community.getCommunity,
      await target.anonymous.community.getCommunity(),
      401,
    )
    expectAnswer(
      contract.community.bookIntroMeeting,
      await target.anonymous.community.bookIntroMeeting({
        body: { startsAt: '2026-10-21T17:00:00.000Z' },
      }),
      401,
    )
    if (!target.student) return
    const community = expectAnswer(
      contract.community.getCommunity,
      await student().community.getCommunity(),
      200,
    )
    const slot = community.introMeeting.slots.find((s) => s.seatsLeft > 0)
    if (slot) {
      const booked = expectAnswer(
        contract.community.bookIntroMeeting,
        await student().community.bookIntroMeeting({ body: { startsAt: slot.startsAt } }),
        200,
      )
      expect(booked.introMeeting.booking?.startsAt).toBe(slot.startsAt)
    }
    // Cancelling answers the state without a booking, also when there was none.
    const cancelled = expectAnswer(
      contract.community.cancelIntroMeeting,
      await student().community.cancelIntroMeeting(),
      200,
    )
    expect(cancelled.introMeeting.booking).toBeNull()
    expectAnswer(
      contract.community.bookIntroMeeting,
      await student().community.bookIntroMeeting({ body: { startsAt: '2000-01-05T18:00:00Z' } }),
      400,
    )
  })
})

describe('activity', () => {
  const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)
  const range = { from: day(300 * 86_400_000), to: day(0) }

  it('lists the caller’s own events, refuses a guest and a reversed range', async () => {
    const route = contract.activity.listActivity
    expectAnswer(route, await target.anonymous.activity.listActivity({ query: range }), 401)
    if (!target.student) return
    const page = expectAnswer(route, await student().activity.listActivity({ query: range }), 200)
    expect(page.items.length).toBeLessThanOrEqual(100)
    const reversed = { from: range.to, to: range.from }
    expectAnswer(route, await student().activity.listActivity({ query: reversed }), 400)
  })
})

describe('error envelope on the wire', () => {
  const raw = (path: string, init?: RequestInit) => fetch(`${target.baseUrl}${path}`, init)

  it.each([
    [
      'malformed JSON',
      '/api/trace',
      {
        method: 'POST',
        headers: { authorization: 'Bearer PUBLIC', 'content-type': 'application/json' },
        body: '{"sessionId":',
      },
      400,
    ],
    [
      'a wrong type',
      '/api/blog/random?numberOfArticles=dwa',
      { headers: { authorization: 'Bearer PUBLIC' } },
      400,
    ],
    ['no authorization header', '/api/blog', {}, 401],
    [
      'an unknown route',
      '/api/nie-ma-takiej-sciezki',
      { headers: { authorization: 'Bearer PUBLIC' } },
      404,
    ],
  ] as const)('answers %s with the envelope', async (_name, path, init, status) => {
    const res = await raw(path, init as RequestInit)
    expect(res.status).toBe(status)
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ httpsStatus: status })
  })
})

describe('coverage', () => {
  it('called every endpoint of the contract', () => {
    const missing = allRoutes(contract).filter((r) => !covered.has(r))
    if (process.env.CONTRACT_BASE_URL && (!target.student || !target.admin)) return
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([])
  })
})
