import type { FastifyInstance } from 'fastify'
import type { SentEmail } from '../../src/store/outbox'
import { call, useTestApp } from '../helper'

/** Shared setup and steps of the newsletter tests (newsletter*.test.ts). */
export const NOW = '2026-03-02T09:00:00.000Z'

/**
 * One app for the calling newsletter test file, reset with the clock at NOW before each test.
 * `keep` gets the built app (see `useTestApp`).
 */
export function useNewsletterApp(keep: (app: FastifyInstance) => void): void {
  useTestApp(keep, NOW)
}

/** The emails the mock has sent, newest first. */
export const outbox = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]

export const subscribe = (app: FastifyInstance, payload: object) =>
  call(app, null, { method: 'POST', url: '/api/newsletter/subscribe', payload })

export const confirm = (app: FastifyInstance, token: unknown) =>
  call(app, null, { method: 'POST', url: '/api/newsletter/confirm', payload: { token } })

/** The confirm and cancel tokens of the newest email to `to`. */
export async function linksTo(app: FastifyInstance, to: string) {
  const email = (await outbox(app)).find((e) => e.to === to)
  if (!email) throw new Error(`No email to ${to}`)
  const confirmToken = /\/potwierdz-newsletter\?token=([\w-]+)/.exec(email.text)?.[1]
  const cancelToken = /\/anuluj-newsletter\?token=([\w-]+)/.exec(email.text)?.[1]
  return { email, confirmToken: confirmToken ?? '', cancelToken: cancelToken ?? '' }
}
