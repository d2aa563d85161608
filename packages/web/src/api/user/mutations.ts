import { tsr } from '../../lib/api'

// The signed-in user itself (whoami) is the session feature's query (features/session).

/** `POST /api/saas/parent/validate-child`: a parent links a child's account by its email and name. */
export const useValidateChild = () => tsr.user.validateChild.useMutation()
