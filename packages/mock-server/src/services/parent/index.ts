/** The parent panel's workflows (issue 30): the parent's requests and children, the child's consent. */
export { answerParentLink, getParentLink, listParents, removeParent } from './consent'
export { latestRequest, listChildren, resendRequest, unlinkChild, validateChild } from './requests'
export { childSummary } from './summary'
