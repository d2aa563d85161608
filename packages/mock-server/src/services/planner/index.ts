/** The learning planner's workflows (issue 28): plans, their blocks, the calendar and its feed. */
export { changeBlocks, createBlock, deleteBlock, reflowPlan } from './blocks'
export { createFeed, deleteFeed, exportCalendar, getFeed } from './calendar'
export { focusBlock } from './focus'
export {
  archivePlan,
  createPlan,
  deletePlan,
  getPlan,
  listPlans,
  restorePlan,
  updatePlan,
} from './plans'
