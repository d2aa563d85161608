import { LogController, type FastifyServerOptions } from 'fastify'

/** Set it to 1 (or true, yes, on) to log every request and its answer at info level. */
export const LOG_REQUESTS_ENV = 'MOCK_LOG_REQUESTS'

/** Whether the environment asks for request logging (anything but 1/true/yes/on means no). */
export function logRequestsFromEnv(env: Record<string, string | undefined>): boolean {
  return /^(1|true|yes|on)$/i.test(env[LOG_REQUESTS_ENV]?.trim() ?? '')
}

export interface LoggingOptions {
  /** Log at all. Default false (tests). */
  logger?: boolean
  /** Every request and its answer at info level. Default false: warnings and errors only. */
  logRequests?: boolean
  /** Where the lines go; default stdout. */
  stream?: { write(line: string): void }
}

/**
 * The Fastify logger options of the mock (the app and the hosted UI alike). Logging every
 * request is opt-in: under load it grows the dev log by hundreds of megabytes. Without it the
 * logger runs at `warn`, so warnings and errors (a 500's stack) are always printed.
 */
export function loggerOptions({
  logger = false,
  logRequests = false,
  stream,
}: LoggingOptions): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!logger) return { logger: false }
  const destination = stream ? { stream } : {}
  if (logRequests) return { logger: { level: 'info', ...destination } }
  return {
    logger: { level: 'warn', ...destination },
    logController: new LogController({ disableRequestLogging: true }),
  }
}
