import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { apiError } from '@app/contract/errors'
import { validationMessage } from '../errors'
import { CLIENT_ID, USER_POOL_ENDPOINT_PATH, USER_POOL_ID } from '../identity/config'
import { PROVIDER_PATH } from '../payment-provider/config'
import { bookTransferNow } from '../payment-provider/settlement'
import { personaList } from '../store/seed/personas'
import type { TutorScenario } from '../tutor'

/**
 * The control API under /__mock/ (development and tests only): reset the state, read and move
 * the clock (running the scheduled jobs it passes), list those jobs, force failures on API and
 * user-pool routes (scenarios), list personas and issue their tokens, read the emails the mock
 * "sent", name the identity settings for Amplify.
 */

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const ScenarioInputSchema = z
  .object({
    /** A path glob: `*` matches anything, e.g. '/api/blog*'. */
    pattern: z.string().startsWith('/').max(300),
    method: z.enum(HTTP_METHODS).optional(),
    status: z.number().int().min(400).max(599).optional(),
    message: z.string().max(500).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** Close the connection without an answer. */
    drop: z.boolean().optional(),
    /**
     * The chat's tutor on matching calls (issue 'AI study chat'): `slow` (3 s to the first
     * chunk, then 300 ms each), `drop` (the connection closes after `afterChunks` chunks) or
     * `error` (an `error` event after them); the call itself is answered as usual.
     */
    chat: z
      .object({
        kind: z.enum(['slow', 'drop', 'error']),
        afterChunks: z.number().int().min(0).max(1_000).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (s) =>
      s.status !== undefined || s.delayMs !== undefined || s.drop === true || s.chat !== undefined,
    { message: 'Podaj status, delayMs, drop albo chat' },
  )
type Scenario = z.infer<typeof ScenarioInputSchema> & { id: string }

/** `keepSignIns`: identity sessions stay valid (e2e workers reuse one sign-in per persona). */
const ResetInputSchema = z.object({ keepSignIns: z.boolean().optional() }).strict()

const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000
const ClockInputSchema = z.union([
  z.object({ now: z.string().datetime({ offset: true }).nullable() }).strict(),
  z.object({ advanceMs: z.number().int().min(0).max(TEN_YEARS_MS) }).strict(),
])

const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)

function parse<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  void reply.status(400).send(apiError(400, validationMessage(result.error, 'treść żądania')))
  return null
}

/** Scenarios apply to the product API, the user-pool API and the payment provider. */
const SCENARIO_PREFIXES = ['/api', USER_POOL_ENDPOINT_PATH, PROVIDER_PATH]

declare module 'fastify' {
  interface FastifyRequest {
    /** The tutor's forced behaviour for this call (a chat scenario), if any. */
    chatScenario?: TutorScenario
  }
}

export function registerControls(app: FastifyInstance, identity: { hostedUiDomain: string }) {
  let scenarios: { scenario: Scenario; path: RegExp }[] = []

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (scenarios.length === 0 || !SCENARIO_PREFIXES.some((p) => request.url.startsWith(p))) return
    const path = request.url.split('?', 1)[0] ?? request.url
    // The newest matching scenario wins.
    const scenario = scenarios.findLast(
      (s) => (!s.scenario.method || s.scenario.method === request.method) && s.path.test(path),
    )?.scenario
    if (!scenario) return
    if (scenario.chat) request.chatScenario = scenario.chat
    if (scenario.delayMs) await sleep(scenario.delayMs)
    if (scenario.drop) {
      reply.hijack()
      request.raw.socket.destroy()
      return reply
    }
    if (scenario.status) {
      const message = scenario.message ?? `Scenariusz testowy: odpowiedź ${scenario.status}.`
      return reply.status(scenario.status).send(apiError(scenario.status, message))
    }
  })

  const clockState = () => ({ now: app.clock.now().toISOString(), mode: app.clock.mode() })

  app.post('/__mock/reset', async (request, reply) => {
    const input = parse(ResetInputSchema, request.body, reply)
    if (!input) return reply
    // The clock first: seeds laid out from today (activity, subscriptions) read it.
    app.clock.reset()
    app.store.reset(input)
    app.scheduler.reset()
    scenarios = []
    return reply.status(204).send()
  })

  app.get('/__mock/clock', async () => clockState())
  app.post('/__mock/clock', async (request, reply) => {
    const input = parse(ClockInputSchema, request.body, reply)
    if (!input) return reply
    const from = app.clock.now()
    if ('advanceMs' in input) app.clock.advance(input.advanceMs)
    else app.clock.set(input.now === null ? null : new Date(input.now))
    // A clock moved right after a reset lays the seeds out from its new time (decision 0115), even
    // when a job the move passes (the Sunday digest) would read the activity log first.
    const now = app.clock.now()
    if (app.scheduler.list().some((job) => job.status === 'pending' && job.at <= now))
      app.store.seedInstant.get()
    // The jobs the clock passed run now, each at its own time, before the answer.
    await app.scheduler.runDue({ from })
    return clockState()
  })

  app.get('/__mock/scheduler', async () => ({
    now: app.clock.now().toISOString(),
    jobs: app.scheduler.list().map((job) => ({
      id: job.id,
      kind: job.kind,
      at: job.at.toISOString(),
      status: job.status,
      payload: job.payload,
      scheduledAt: job.scheduledAt.toISOString(),
      ranAt: job.ranAt?.toISOString() ?? null,
      error: job.error,
    })),
  }))

  app.get('/__mock/scenarios', async () => ({ scenarios: scenarios.map((s) => s.scenario) }))
  app.post('/__mock/scenarios', async (request, reply) => {
    const input = parse(ScenarioInputSchema, request.body, reply)
    if (!input) return reply
    const scenario = { ...input, id: randomUUID() }
    scenarios.push({ scenario, path: globToRegExp(scenario.pattern) })
    return reply.status(201).send(scenario)
  })
  app.delete('/__mock/scenarios', async (_request, reply) => {
    scenarios = []
    return reply.status(204).send()
  })
  app.delete<{ Params: { id: string } }>('/__mock/scenarios/:id', async (request, reply) => {
    const before = scenarios.length
    scenarios = scenarios.filter((s) => s.scenario.id !== request.params.id)
    if (scenarios.length === before)
      return reply.status(404).send(apiError(404, 'Nie ma takiego scenariusza.'))
    return reply.status(204).send()
  })

  app.get('/__mock/personas', async () => ({ personas: personaList() }))
  app.post<{ Params: { email: string } }>(
    '/__mock/personas/:email/token',
    async (request, reply) => {
      const user = app.store.users.byEmail(request.params.email)
      if (!user) return reply.status(404).send(apiError(404, 'Nie ma konta z tym adresem email.'))
      return { idToken: await app.tokens.issue(user) }
    },
  )

  app.post<{ Params: { token: string } }>(
    '/__mock/payment-provider/:token/book',
    async (request, reply) =>
      (await bookTransferNow(app, request.params.token))
        ? reply.status(204).send()
        : reply.status(404).send(apiError(404, 'Nie ma takiego oczekującego przelewu.')),
  )
  app.get('/__mock/outbox', async () => ({ emails: app.store.outbox.list() }))

  app.get('/__mock/identity', async () => ({
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    hostedUiDomain: identity.hostedUiDomain,
    userPoolEndpointPath: USER_POOL_ENDPOINT_PATH,
  }))
}
