/** The metrics area's workflow: daily counts from the traces. */
export { getMetrics } from './metrics'
