import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../../lib/api'
import { BLOG_QUERY_KEY } from './article-list'

/**
 * `DELETE /api/blog/{id}` (Admin or Assistant). Afterwards every blog query is refetched: the
 * list's pages are asked again from the first, each with the key the fresh previous page gives,
 * so a page key naming the deleted article is never sent.
 */
export function useDeleteArticle() {
  const queryClient = useQueryClient()
  return tsr.blog.deleteArticle.useMutation({
    // Not awaited: the dialog closes (and places the focus) before the deleted card disappears.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BLOG_QUERY_KEY }),
  })
}
