import { ChatTitleSchema, type ChatConversation } from '@app/contract/chat'
import { formatChatTime } from '@app/domain/chat/format'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Pencil, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useDeleteConversation, useUpdateConversation } from '../../../api/chat/mutations'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { TextField } from '../../../components/ui/text-field'
import { subjectName } from '../chat-copy'
import '../chat.css'

export interface ConversationItemProps {
  userId: string
  conversation: ChatConversation
  open: boolean
  now: Date
  /** After deleting the open conversation the page goes back to a new one. */
  onDeleted: (id: string) => void
}

/** One conversation in the list: its link, subject and time, with rename and delete. */
export function ConversationItem({
  userId,
  conversation,
  open,
  now,
  onDeleted,
}: ConversationItemProps) {
  const { id, title, subject, lastActivityAt } = conversation
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteConversation(userId)

  return (
    <li className="chat-conversation" aria-current={open ? 'true' : undefined}>
      {renaming ? (
        <RenameForm userId={userId} conversation={conversation} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <Link
            to={ROUTES.chat}
            search={{ rozmowa: id }}
            className="chat-conversation-link"
            aria-current={open ? 'page' : undefined}
          >
            <span className="chat-conversation-title">{title}</span>
            <span className="chat-conversation-meta">
              {subject ? <SubjectChip subject={subjectName(subject)} /> : null}
              <time dateTime={lastActivityAt}>{formatChatTime(new Date(lastActivityAt), now)}</time>
            </span>
          </Link>
          <span className="chat-conversation-actions">
            <button
              type="button"
              className="chat-icon-button"
              aria-label={`Zmień nazwę: ${title}`}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden="true" />
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <button type="button" className="chat-icon-button" aria-label={`Usuń: ${title}`}>
                  <Trash2 aria-hidden="true" />
                </button>
              }
              title="Usunąć rozmowę?"
              description={`Rozmowa „${title}” zniknie razem ze wszystkimi wiadomościami. Tego nie da się cofnąć.`}
              confirmLabel="Usuń rozmowę"
              busyLabel="Usuwanie…"
              busy={remove.isPending}
              failure={remove.error ? toApiError(remove.error).message : null}
              onConfirm={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    setConfirming(false)
                    onDeleted(id)
                  },
                })
              }
            />
          </span>
        </>
      )}
    </li>
  )
}

function RenameForm({
  userId,
  conversation,
  onDone,
}: {
  userId: string
  conversation: ChatConversation
  onDone: () => void
}) {
  const [title, setTitle] = useState(conversation.title)
  const field = useRef<HTMLInputElement>(null)
  // The field the user asked for takes the focus, with its text selected to type over.
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateConversation(userId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ChatTitleSchema.safeParse(title)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    update.mutate(
      { id: conversation.id, change: { title: parsed.data } },
      { onSuccess: onDone, onError: (failure) => setError(toApiError(failure).message) },
    )
  }

  return (
    <form className="chat-rename" noValidate onSubmit={submit}>
      <TextField
        label="Nazwa rozmowy"
        value={title}
        ref={field}
        error={error ?? undefined}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <span className="chat-rename-actions">
        <Button type="submit" busy={update.isPending} busyLabel="Zapisywanie…">
          Zapisz
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Anuluj
        </Button>
      </span>
    </form>
  )
}
