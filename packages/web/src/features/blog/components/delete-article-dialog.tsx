import type { BlogArticle } from '@app/contract/blog'
import { toApiError } from '@app/domain/api-errors'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast'
import { useDeleteArticle } from '../api/delete-article'

/**
 * "Usuń" on a staff card: asks in a modal dialog (Radix: focus trap, Escape, focus return) and
 * deletes only on confirmation. After a deletion the card is gone, so focus goes where
 * `onDeleted` puts it.
 */
export function DeleteArticleDialog({
  article,
  onDeleted,
}: {
  article: Pick<BlogArticle, 'id' | 'title'>
  onDeleted: () => void
}) {
  const [open, setOpen] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const { mutateAsync, isPending, error, reset } = useDeleteArticle()

  async function confirm() {
    try {
      await mutateAsync({ params: { id: article.id } })
      setDeleted(true)
      setOpen(false)
      toast.success('Artykuł został usunięty.')
    } catch {
      // Shown in the dialog (role="alert"); the article stays.
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isPending) return
        if (next) reset()
        setOpen(next)
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="blog-danger">
          Usuń<span className="blog-visually-hidden"> artykuł „{article.title}”</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="blog-dialog-overlay" />
        <Dialog.Content
          className="blog-dialog"
          onCloseAutoFocus={(event) => {
            if (!deleted) return
            event.preventDefault()
            onDeleted()
          }}
        >
          <Dialog.Title className="blog-dialog-title">Usunąć artykuł?</Dialog.Title>
          <Dialog.Description>
            Artykuł „{article.title}” zostanie usunięty na stałe. Tej operacji nie można cofnąć.
          </Dialog.Description>
          {error ? <p role="alert">{toApiError(error).message}</p> : null}
          <div className="blog-dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                Anuluj
              </Button>
            </Dialog.Close>
            <Button onClick={() => void confirm()} busy={isPending} busyLabel="Usuwanie…">
              Usuń artykuł
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
