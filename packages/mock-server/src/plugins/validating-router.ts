import type { FastifyReply } from 'fastify'
import {
  ResponseValidationError,
  TsRestResponseError,
  isZodType,
  type AppRoute,
} from '@ts-rest/core'
import type { ZodTypeAny } from 'zod'

/** Distinct validated answers remembered per response schema (oldest forgotten first). */
const MEMO_LIMIT = 1_000

const byJson = new WeakMap<ZodTypeAny, Map<string, Buffer>>()
const byFrozen = new WeakMap<object, { schema: ZodTypeAny; bytes: Buffer }>()

/** The answer as the bytes to send, once it matches its schema (checked once per distinct JSON). */
function checked(route: AppRoute, schema: ZodTypeAny, body: unknown): Buffer {
  const frozen = body !== null && typeof body === 'object' && Object.isFrozen(body)
  const remembered = frozen ? byFrozen.get(body) : undefined
  if (remembered?.schema === schema) return remembered.bytes

  const json = JSON.stringify(body)
  let known = byJson.get(schema)
  if (!known) byJson.set(schema, (known = new Map()))
  let bytes = known.get(json)
  if (!bytes) {
    const result = schema.safeParse(JSON.parse(json))
    if (!result.success) throw new ResponseValidationError(route, result.error)
    bytes = Buffer.from(JSON.stringify(result.data))
    if (known.size >= MEMO_LIMIT) known.delete(known.keys().next().value as string)
    known.set(json, bytes)
  }
  if (frozen) byFrozen.set(body, { schema, bytes })
  return bytes
}

type Answer = { status: number; body: unknown }
type Handler = (args: { appRoute: AppRoute; reply: FastifyReply }) => Promise<Answer>

function validating(handler: Handler): Handler {
  return async (args) => {
    let answer: Answer
    try {
      answer = await handler(args)
    } catch (error) {
      if (!(error instanceof TsRestResponseError)) throw error
      answer = { status: error.statusCode, body: error.body }
    }
    const schema = args.appRoute.responses[answer.status]
    if (answer.status === 204 || !isZodType(schema)) return answer
    const bytes = checked(args.appRoute, schema, answer.body)
    args.reply.type('application/json; charset=utf-8')
    return { status: answer.status, body: bytes }
  }
}

/**
 * Response validation for every route of a ts-rest router: an answer leaves only if it matches
 * the contract's schema for its status, else the request fails with a 500 envelope (what
 * ts-rest's `responseValidation` does). It is made cheap for repeated reads: the serialized JSON
 * is what gets checked, once per distinct JSON and schema, and a frozen answer (repositories
 * freeze their hot reads) is serialized only once.
 */
export function validatingRouter<T extends object>(router: T): T {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? validating(value as Handler)
        : validatingRouter(value as object),
    ]),
  ) as T
}
