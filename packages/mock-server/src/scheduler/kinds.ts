/**
 * Every kind of job the mock schedules, with its payload: plain JSON, as GET /__mock/scheduler
 * lists it. A service that needs a new kind adds it here and defines its handler at start-up.
 */
export interface JobPayloads {
  /** A pending payment completes by itself (BLIK approved on the phone, a bank session). */
  'payment-provider.settle': { token: string }
  /** A finished payment is notified to the shop; a failed attempt schedules the next one. */
  'payment-provider.notify': { token: string; attempt: number }
  /** A chat crisis flag's text is erased 30 days after it was made (decision 0156). */
  'chat.safety-erase': { diagnosticId: string }
  /** The day plan e-mail of a user's Warsaw day, 07:00; it schedules the next day's (0167). */
  'planner.day-plan-email': { userId: string; dateKey: string }
  /** A user's check-in reminder when the week's check-in opens; it schedules the next (0169). */
  'domination-plan.check-in-reminder': { userId: string; weekKey: string }
  /** A parent's request left unanswered expires 7 days after its latest sending (0196). */
  'parent.link-expiry': { linkId: string }
  /** Sunday 18:00 Warsaw: each parent who wants it gets the week's digest; it schedules the next (0198). */
  'parent.weekly-digest': { weekKey: string }
}

export type JobKind = keyof JobPayloads
