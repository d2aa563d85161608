import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import { z, type ZodError, type ZodIssue } from 'zod'
import { RequestValidationError } from '@ts-rest/fastify'
import { ResponseValidationError } from '@ts-rest/core'
import { apiError as errorEnvelope } from '@app/contract/errors'
import { formatCount } from '@app/domain/shared/format'

export { errorEnvelope }

/**
 * The one error answer of the mock: a route's status and the contract's `{ message, httpsStatus }`
 * envelope, as a router or a service returns it. `errorEnvelope` alone is for `reply.send`.
 */
export const apiError = <S extends number>(status: S, message: string) => ({
  status,
  body: errorEnvelope(status, message),
})

/** Polish texts of the mock's own error answers. */
export const MESSAGES = {
  sessionInvalid: 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  missingAuthorization:
    'Brak nagłówka Authorization w postaci "Bearer <token>" (albo "Bearer PUBLIC", gdy nikt nie jest zalogowany).',
  loginRequired: 'Zaloguj się, aby kontynuować.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  routeNotFound: 'Nie ma takiego adresu w API.',
  malformedJson: 'Treść żądania nie jest poprawnym JSON-em.',
  bodyTooLarge: 'Treść żądania jest za duża (limit to 1 MB).',
  unsupportedMediaType: 'Nieobsługiwany typ treści. Wyślij dane jako application/json.',
  badRequest: 'Nieprawidłowe żądanie.',
  badUrl: 'Adres zapytania jest nieprawidłowo zakodowany.',
  uriTooLong: 'Adres zapytania jest za długi.',
  headersTooLarge: 'Adres lub nagłówki zapytania są za duże.',
  contentLengthMismatch: 'Nagłówek Content-Length nie zgadza się z długością treści żądania.',
  requestTimeout: 'Zapytanie nie dotarło w całości na czas.',
  internal: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę.',
  invalidPageKey: 'Nieprawidłowy klucz strony (nextPageKey). Zacznij od pierwszej strony.',
} as const

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  nan: 'NaN',
  boolean: 'wartość logiczna',
  object: 'obiekt',
  array: 'lista',
  null: 'null',
  undefined: 'brak wartości',
  date: 'data',
}
const typeName = (t: string) => TYPE_NAMES[t] ?? t

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' }
const ELEMENTS = { one: 'element', few: 'elementy', many: 'elementów' }

/** A zod issue in Polish: the contract's own (Polish) messages stay, zod's English defaults are translated. */
function describeIssue(issue: ZodIssue): string {
  const isDefault =
    z.defaultErrorMap(issue, { defaultError: issue.message, data: undefined }).message ===
    issue.message
  if (!isDefault) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined'
        ? 'Pole jest wymagane'
        : `Oczekiwano: ${typeName(issue.expected)}, otrzymano: ${typeName(issue.received)}`
    case 'invalid_enum_value':
      return `Dozwolone wartości: ${issue.options.join(', ')}`
    case 'invalid_literal':
      return `Oczekiwano wartości ${JSON.stringify(issue.expected)}`
    case 'unrecognized_keys':
      return 'Nieznane pole'
    case 'invalid_string':
      if (issue.validation === 'email') return 'Nieprawidłowy adres email'
      if (issue.validation === 'uuid') return 'Nieprawidłowy identyfikator (UUID)'
      if (issue.validation === 'datetime') return 'Nieprawidłowa data i godzina (ISO 8601)'
      return 'Nieprawidłowy format'
    case 'too_small':
    case 'too_big': {
      const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum)
      const bound = issue.code === 'too_small' ? 'co najmniej' : 'najwyżej'
      if (issue.type === 'string') return `Tekst musi mieć ${bound} ${formatCount(n, CHARACTERS)}`
      if (issue.type === 'array') return `Lista musi mieć ${bound} ${formatCount(n, ELEMENTS)}`
      return `Wartość musi wynosić ${bound} ${n}`
    }
    default:
      return 'Nieprawidłowa wartość'
  }
}

/** The issue to report: for a union, the branch that got furthest into the input. */
function pickIssue(issue: ZodIssue): ZodIssue {
  if (issue.code !== 'invalid_union') return issue
  const candidates = issue.unionErrors.map((e) => e.issues[0]).filter((i) => i !== undefined)
  const score = (i: ZodIssue) => i.path.length * 2 + (i.code === 'invalid_type' ? 0 : 1)
  const best = candidates.reduce<ZodIssue | undefined>(
    (a, b) => (a === undefined || score(b) > score(a) ? b : a),
    undefined,
  )
  return best ? pickIssue(best) : issue
}

/** 'Nieprawidłowe dane: title — Tytuł musi mieć co najmniej 3 znaki': the first bad field only. */
export function validationMessage(error: ZodError, where: string): string {
  const first = error.issues[0]
  if (!first) return MESSAGES.badRequest
  const issue = pickIssue(first)
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys] : issue.path
  const field = path.length > 0 ? path.join('.') : where
  return `Nieprawidłowe dane: ${field} — ${describeIssue(issue)}`
}

/** ts-rest's request validation failure → 400 envelope naming the first bad field. */
export function requestValidationErrorHandler(
  error: RequestValidationError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [zodError, where] = error.pathParams
    ? [error.pathParams, 'adres']
    : error.query
      ? [error.query, 'parametry zapytania']
      : error.body
        ? [error.body, 'treść żądania']
        : [error.headers, 'nagłówki']
  const message = zodError ? validationMessage(zodError, where) : MESSAGES.badRequest
  return reply.status(400).send(errorEnvelope(400, message))
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.contentLengthMismatch,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.uriTooLong,
}

/** By status, for a client error whose code the table above does not name. */
const STATUS_MESSAGES: Record<number, string> = {
  404: MESSAGES.routeNotFound,
  413: MESSAGES.bodyTooLarge,
  414: MESSAGES.uriTooLong,
  415: MESSAGES.unsupportedMediaType,
}

/** Fastify error codes → the instance's own wording, where it differs from the API's. */
export type ErrorMessages = Partial<Record<string, string>>

/**
 * Everything that is not a contract answer still leaves in the `{ message, httpsStatus }`
 * envelope: a client error with its status and a Polish message, anything else as a 500.
 */
export function envelopeErrorHandler(messages: ErrorMessages = {}) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RequestValidationError)
      return requestValidationErrorHandler(error, request, reply)
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500 && !(error instanceof ResponseValidationError)) {
      const message =
        messages[error.code] ??
        FASTIFY_MESSAGES[error.code] ??
        STATUS_MESSAGES[status] ??
        MESSAGES.badRequest
      return reply.status(status).send(errorEnvelope(status, message))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send(errorEnvelope(500, MESSAGES.internal))
  }
}

export const errorHandler = envelopeErrorHandler()

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorEnvelope(404, MESSAGES.routeNotFound))
}

/**
 * Fastify's answers before routing (an undecodable URL, a path parameter over maxParamLength)
 * go to the error handler instead of Fastify's `{ error, code, message }`.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return errorHandler(error, request, reply)
}

/**
 * What the HTTP parser refuses before Fastify sees a request (a malformed request line or
 * header, headers over the size limit, a request that does not arrive in time) gets the
 * envelope too, written to the socket as Node does it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headersTooLarge]
        : [400, MESSAGES.badRequest]
  const body = JSON.stringify(errorEnvelope(status, message))
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    )
  socket.destroy(error)
}

/** The Fastify options that send Fastify's and Node's own refusals through the envelope. */
export const errorEnvelopeOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>

/** Every error and unknown route of the instance answers in the `{ message, httpsStatus }` envelope. */
export function useErrorEnvelope(app: FastifyInstance, messages: ErrorMessages = {}) {
  app.setErrorHandler(envelopeErrorHandler(messages))
  app.setNotFoundHandler(notFoundHandler)
}
