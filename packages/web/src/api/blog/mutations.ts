import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { blogKeys } from './queries'

/**
 * `DELETE /api/blog/{id}` (Admin or Assistant), for the staff cards of the blog and the editor's
 * list. Afterwards every blog query is refetched: the list's pages are asked again from the first,
 * each with the key the fresh previous page gives, so a page key naming the deleted article is
 * never sent.
 */
export function useDeleteArticle() {
  const queryClient = useQueryClient()
  return tsr.blog.deleteArticle.useMutation({
    // Not awaited: the dialog closes (and places the focus) before the deleted card disappears.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}

/**
 * `POST /api/blog` (create or update, Admin or Assistant). The save resolves once every blog query
 * has been refreshed, so the page the editor returns to already shows the saved article.
 */
export function useSaveArticle() {
  const queryClient = useQueryClient()
  return tsr.blog.saveArticle.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  })
}
