/** The domination plan's workflows (issue 28): the caller's plan and weekly check-ins. */
export { getDominationPlan, updateDominationPlan } from './plan'
export { createCheckIn, listCheckIns, updateCheckIn } from './check-ins'
