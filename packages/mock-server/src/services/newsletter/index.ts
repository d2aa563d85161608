/** The newsletter area's workflows: double opt-in sign-ups and what a confirmation unlocks. */
export { cancelSubscription, confirmSubscription, subscribe } from './subscriptions'
