import { TRACE_LIMITS } from '@app/contract/constants'
import type { ExperimentInfo, TraceInput, TraceType } from '@app/contract/trace'
import { ROUTES, isUnderRoute } from '../navigation/routes'

/**
 * Calls that are never traced (SPEC §7: "seen only as excluded from tracing"), plus our exercise
 * tracker, a sibling of the notes call.
 */
export const TRACE_EXCLUDED_API_PATHS = [
  '/api/metrics',
  '/api/update_episode_notes',
  '/api/webinar/update_webinar_statistics',
  '/api/get_week_and_episodes',
  '/api/update_watch_time',
  '/api/update_episode_tracker',
] as const

/** Pages whose request-send traces are skipped: password reset and email verification. */
const REQUEST_SEND_SILENT_PAGES = [ROUTES.resetPassword, ROUTES.changePassword, ROUTES.verifyEmail]

/** SPEC §7: no traces from admin pages, no request-send traces from reset/verify pages. */
export function shouldSendTrace(args: { pathname: string; traceType: TraceType }): boolean {
  if (isUnderRoute(args.pathname, ROUTES.admin)) return false
  if (args.traceType !== 'REQUEST_SEND') return true
  return !REQUEST_SEND_SILENT_PAGES.some((page) => isUnderRoute(args.pathname, page))
}

/** Whether a call to this API path (query string allowed) is traced. */
export function isTracedApiPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return !(TRACE_EXCLUDED_API_PATHS as ReadonlyArray<string>).includes(pathname.replace(/\/$/, ''))
}

export interface TraceLocation {
  origin: string
  pathname: string
  /** The query string, with or without the leading '?'. */
  search: string
  href: string
}

/** A POST /api/trace body; long URL parts are cut to the contract's bounds so a trace is never refused for length. */
export function buildTrace(args: {
  location: TraceLocation
  sessionId: string
  traceType: TraceType
  additionalInfo?: string
  experiment?: ExperimentInfo
  webinarId?: string
  email?: string
}): TraceInput {
  const clip = (value: string, max: number) => value.slice(0, max)
  const trace: TraceInput = {
    sessionId: clip(args.sessionId, TRACE_LIMITS.sessionId),
    origin: clip(args.location.origin, TRACE_LIMITS.origin),
    searchParams: clip(args.location.search.replace(/^\?/, ''), TRACE_LIMITS.searchParams),
    pathname: clip(args.location.pathname, TRACE_LIMITS.pathname),
    href: clip(args.location.href, TRACE_LIMITS.href),
    traceType: args.traceType,
  }
  if (args.additionalInfo !== undefined) {
    trace.additionalInfo = clip(args.additionalInfo, TRACE_LIMITS.additionalInfo)
  }
  if (args.experiment) trace.traceTypeForExperiment = args.experiment
  if (args.webinarId !== undefined) trace.webinarId = args.webinarId
  if (args.email !== undefined) trace.email = args.email
  return trace
}
