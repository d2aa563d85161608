import type { BlogArticle } from '@app/contract/blog'
import { toApiError } from '@app/domain/shared/api-errors'
import { useRef, useState } from 'react'
import { Trash2 } from 'lucide-react'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useDeleteArticle } from '../../api/blog/mutations'
import { toast } from '../../lib/toast'
import { useExclusive } from '../../lib/use-exclusive'

/**
 * Confirmation before `DELETE /api/blog/{id}` (the admin list and the staff's blog cards), opened
 * by the caller's state rather than a trigger, so the caller says where the focus returns.
 */
export function DeleteArticleDialog({
  article,
  onClose,
  onDeleted,
  onCancelled,
}: {
  article: Pick<BlogArticle, 'id' | 'title'> | null
  onClose: () => void
  /** Where the focus goes after a deletion (the article's row is gone). */
  onDeleted: () => void
  /** Where the focus goes after a cancel (usually the button that opened the dialog). */
  onCancelled: () => void
}) {
  const remove = useDeleteArticle()
  const [failure, setFailure] = useState<string | null>(null)
  const deleted = useRef(false)

  const confirm = useExclusive(async () => {
    if (!article) return
    setFailure(null)
    try {
      await remove.mutateAsync({ params: { id: article.id } })
    } catch (error) {
      setFailure(`Nie udało się usunąć artykułu. ${toApiError(error).message}`)
      return
    }
    deleted.current = true
    toast.success(`Usunięto artykuł „${article.title}”.`)
    onClose()
  })

  return (
    <ConfirmDialog
      open={article !== null}
      onOpenChange={(open) => {
        if (open) return
        setFailure(null)
        onClose()
      }}
      title="Usunąć artykuł?"
      description={<>Artykuł „{article?.title}” zniknie z bloga na stałe. Tego nie można cofnąć.</>}
      confirmLabel="Usuń artykuł"
      busyLabel="Usuwanie…"
      busy={remove.isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        if (deleted.current) onDeleted()
        else onCancelled()
        deleted.current = false
      }}
    />
  )
}

/** "Usuń" on a staff's blog card, with its confirmation; the focus comes back to it on a cancel. */
export function DeleteArticleButton({
  article,
  onDeleted,
}: {
  article: Pick<BlogArticle, 'id' | 'title'>
  onDeleted: () => void
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="button-danger"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Usuń<span className="visually-hidden"> artykuł „{article.title}”</span>
      </Button>
      <DeleteArticleDialog
        article={open ? article : null}
        onClose={() => setOpen(false)}
        onDeleted={onDeleted}
        onCancelled={() => button.current?.focus()}
      />
    </>
  )
}
