import type { ChatUsage } from '@app/contract/chat'
import { formatChatReset, formatChatUsage } from '@app/domain/chat/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import '../conversation.css'

/** Whether the allowance and the packs are both spent: the composer is then closed. */
export const isChatLimitReached = (usage: ChatUsage) =>
  usage.remainingToday === 0 && usage.packRemaining === 0

/**
 * The allowance under the composer ('Pozostało 7 z 20 wiadomości na dziś'); when it is spent,
 * when it comes back and the two ways on: a pack of 500 or pro.
 */
export function UsageLine({ usage }: { usage: ChatUsage }) {
  if (!isChatLimitReached(usage)) {
    return <p className="chat-usage">{formatChatUsage(usage)}</p>
  }
  return (
    <div className="chat-limit" role="status">
      <p>
        <strong>{formatChatUsage(usage)}.</strong> {formatChatReset(new Date(usage.resetsAt))}
      </p>
      <p className="chat-limit-actions">
        <Link to={ROUTES.chatPackCheckout} className="button button-primary">
          Kup pakiet 500 wiadomości
        </Link>
        {usage.plan === 'free' ? (
          <Link to={ROUTES.proCheckout} className="button button-secondary">
            Przejdź na pro
          </Link>
        ) : null}
      </p>
    </div>
  )
}
