import type { BlogArticle } from '@app/contract/blog'
import { toApiError } from '@app/domain/api-errors'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useDeleteArticle } from '../../../api/blog/mutations'

/**
 * "Usuń" on a staff card: deletes only after confirmation. After a deletion the card is gone, so
 * focus goes where `onDeleted` puts it.
 */
export function DeleteArticleDialog({
  article,
  onDeleted,
}: {
  article: Pick<BlogArticle, 'id' | 'title'>
  onDeleted: () => void
}) {
  const [open, setOpen] = useState(false)
  // A ref, not state: the focus callback may run before a re-render.
  const deleted = useRef(false)
  const { mutateAsync, isPending, error, reset } = useDeleteArticle()

  async function confirm() {
    try {
      await mutateAsync({ params: { id: article.id } })
      deleted.current = true
      setOpen(false)
      toast.success('Artykuł został usunięty.')
    } catch {
      // Shown in the dialog; the article stays.
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset()
        setOpen(next)
      }}
      trigger={
        <Button variant="secondary" className="button-danger">
          Usuń<span className="blog-visually-hidden"> artykuł „{article.title}”</span>
        </Button>
      }
      title="Usunąć artykuł?"
      description={<>Artykuł „{article.title}” zniknie z bloga na stałe. Tego nie można cofnąć.</>}
      confirmLabel="Usuń artykuł"
      busyLabel="Usuwanie…"
      busy={isPending}
      failure={error ? `Nie udało się usunąć artykułu. ${toApiError(error).message}` : null}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return
        event.preventDefault()
        onDeleted()
      }}
    />
  )
}
