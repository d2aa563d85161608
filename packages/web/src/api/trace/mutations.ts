import type { ExperimentInfo, TraceType } from '@app/contract/trace'
import { buildTrace, shouldSendTrace, type TraceLocation } from '@app/domain/tracing/tracing'
import { tsr } from '../../lib/api'
import { browserSessionId } from '../../lib/storage'

export interface SendTraceOptions {
  traceType: TraceType
  /** Where the trace happened; the browser's current location by default. */
  location?: TraceLocation
  additionalInfo?: string
  experiment?: ExperimentInfo
  webinarId?: string
  email?: string
}

function currentLocation(): TraceLocation {
  const { origin, pathname, search, href } = window.location
  return { origin, pathname, search, href }
}

/**
 * Records a trace (POST /api/trace) without waiting for it: skipped where SPEC §7 says so
 * (admin pages, request-send traces of the reset and verify pages), and any failure is ignored.
 */
export function sendTrace({ location = currentLocation(), ...options }: SendTraceOptions): void {
  try {
    if (!shouldSendTrace({ pathname: location.pathname, traceType: options.traceType })) return
    const body = buildTrace({ location, sessionId: browserSessionId(), ...options })
    tsr.trace.createTrace.mutate({ body }).catch(() => undefined)
  } catch {
    // Tracing must never break the page.
  }
}
