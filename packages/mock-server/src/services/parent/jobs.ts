import type { FastifyInstance } from 'fastify'
import { registerDigestJob } from './digest'
import { LINK_EXPIRY_JOB, settled } from './links'

/**
 * The parent panel's jobs (at start-up): a request's expiry, at its time (a resend makes a new
 * job; the old one finds the request still valid and does nothing), and the Sunday digest.
 */
export function registerParentJobs(app: FastifyInstance) {
  app.scheduler.define(LINK_EXPIRY_JOB, ({ linkId }) => {
    settled(app, app.store.parentLinks.byId(linkId))
  })
  registerDigestJob(app)
}
