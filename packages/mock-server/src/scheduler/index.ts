import type { FastifyInstance } from 'fastify'
import { createScheduler, type Scheduler } from './scheduler'

export type { Job, JobRequest, JobStatus, Scheduler } from './scheduler'
export type { JobKind, JobPayloads } from './kinds'

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs on the mock clock (src/scheduler, decision 0137). */
    scheduler: Scheduler
  }
}

/** Decorates the app with its scheduler on `app.clock`; its timer ends when the app closes. */
export function registerScheduler(app: FastifyInstance) {
  const scheduler = createScheduler(app.clock, app.log)
  app.decorate('scheduler', scheduler)
  app.addHook('onClose', async () => scheduler.stop())
}
