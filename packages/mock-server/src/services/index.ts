import type { FastifyInstance } from 'fastify'
import * as activity from './activity'
import * as auth from './auth'
import * as blog from './blog'
import * as chat from './chat'
import * as commerce from './commerce'
import * as community from './community'
import * as courses from './courses'
import * as diagnostic from './diagnostic'
import * as dominationPlan from './domination-plan'
import * as ebook from './ebook'
import * as exercises from './exercises'
import * as feedback from './feedback'
import * as flashcards from './flashcards'
import * as metrics from './metrics'
import * as newsletter from './newsletter'
import * as planner from './planner'
import * as progress from './progress'
import * as trace from './trace'
import * as user from './user'

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflows by area, bound to this app: what routers call (decision 0134). */
    services: Services
  }
}

/** A workflow: the app first, then what the request said. */
type Workflow = (app: FastifyInstance, ...args: never[]) => unknown

/** The area's workflows with the app already given. */
type Bound<T> = {
  [K in keyof T]: T[K] extends (app: FastifyInstance, ...args: infer A) => infer R
    ? (...args: A) => R
    : never
}

function bound<T extends Record<string, unknown>>(app: FastifyInstance, area: T): Bound<T> {
  const entries = Object.entries(area).filter(([, value]) => typeof value === 'function')
  return Object.fromEntries(
    entries.map(([name, workflow]) => [
      name,
      (...args: never[]) => (workflow as Workflow)(app, ...args),
    ]),
  ) as Bound<T>
}

/** Every area's workflows for one app (each keeps its state in the app's store). */
export function createServices(app: FastifyInstance) {
  return {
    activity: bound(app, activity),
    auth: bound(app, auth),
    blog: bound(app, blog),
    chat: bound(app, chat),
    commerce: bound(app, commerce),
    community: bound(app, community),
    courses: bound(app, courses),
    diagnostic: bound(app, diagnostic),
    dominationPlan: bound(app, dominationPlan),
    ebook: bound(app, ebook),
    exercises: bound(app, exercises),
    feedback: bound(app, feedback),
    flashcards: bound(app, flashcards),
    metrics: bound(app, metrics),
    newsletter: bound(app, newsletter),
    planner: bound(app, planner),
    progress: bound(app, progress),
    trace: bound(app, trace),
    user: bound(app, user),
  }
}

export type Services = ReturnType<typeof createServices>

/** Makes `app.services` the workflows of this app. */
export function registerServices(app: FastifyInstance) {
  app.decorate('services', createServices(app))
}
