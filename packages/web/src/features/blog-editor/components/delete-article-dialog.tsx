import type { BlogArticle } from '@app/contract/blog'
import { toApiError } from '@app/domain/api-errors'
import * as Dialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { tsr } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useExclusive } from '../../../lib/use-exclusive'

/**
 * "Are you sure?" before `DELETE /api/blog/{id}`: a modal dialog (focus trap, Escape). It is
 * opened by the list's state rather than a trigger, so the caller says where the focus returns.
 */
export function DeleteArticleDialog({
  article,
  onClose,
  onDeleted,
  onCancelled,
}: {
  article: BlogArticle | null
  onClose: () => void
  /** Where the focus goes after a deletion (the article's row is gone). */
  onDeleted: () => void
  /** Where the focus goes after a cancel (usually the button that opened the dialog). */
  onCancelled: () => void
}) {
  const queryClient = useQueryClient()
  const remove = tsr.blog.deleteArticle.useMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const deleted = useRef(false)

  const confirm = useExclusive(async () => {
    if (!article) return
    setFailure(null)
    try {
      await remove.mutateAsync({ params: { id: article.id } })
    } catch (error) {
      setFailure(toApiError(error).message)
      return
    }
    deleted.current = true
    toast.success(`Usunięto artykuł „${article.title}”.`)
    onClose()
    await queryClient.invalidateQueries({ queryKey: ['blog'] })
  })

  return (
    <Dialog.Root
      open={article !== null}
      onOpenChange={(open) => {
        if (open || remove.isPending) return
        setFailure(null)
        onClose()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="blog-dialog-overlay" />
        <Dialog.Content
          className="blog-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (deleted.current) onDeleted()
            else onCancelled()
            deleted.current = false
          }}
        >
          <Dialog.Title className="blog-dialog-title">Usunąć artykuł?</Dialog.Title>
          <Dialog.Description>
            Artykuł „{article?.title}” zniknie z bloga na stałe. Tego nie można cofnąć.
          </Dialog.Description>
          <FormAlert>{failure ? `Nie udało się usunąć artykułu. ${failure}` : null}</FormAlert>
          <div className="blog-dialog-actions">
            <Button
              className="button-danger"
              busy={remove.isPending}
              busyLabel="Usuwanie…"
              onClick={() => void confirm()}
            >
              Usuń artykuł
            </Button>
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Anuluj
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
