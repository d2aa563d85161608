/** The activity area's workflow: the caller's activity log. */
export { listActivity } from './activity-log'
