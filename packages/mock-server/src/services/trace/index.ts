/** The trace area's workflows: recording page events, listing a day's. */
export { createTrace, listTraces } from './traces'
