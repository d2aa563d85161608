/** The chat's workflows (issue 'AI study chat'): conversations, streamed answers, the allowance. */
export {
  createConversation,
  deleteConversation,
  listConversations,
  listMessages,
  updateConversation,
} from './conversations'
export { regenerateMessage, sendMessage, stopMessage } from './send-message'
export { getUsage } from './usage'
