import { tsr } from '../../lib/api'

/** `POST /api/newsletter/subscribe`: signs an email up for a list (confirmed by a link in an email). */
export const useSubscribe = () => tsr.newsletter.subscribe.useMutation()

/** `POST /api/newsletter/confirm` with the token of the confirmation link. */
export const useConfirmSubscription = () => tsr.newsletter.confirmSubscription.useMutation()

/** `POST /api/newsletter/cancel` with the token of the unsubscribe link. */
export const useCancelSubscription = () => tsr.newsletter.cancelSubscription.useMutation()
