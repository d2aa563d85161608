import { BlogArticleSchema } from '@app/contract/blog'
import { notFound } from '@tanstack/react-router'

/** The contract's article id (a uuid). */
const ArticleIdSchema = BlogArticleSchema.shape.id

/** `params` of /admin/blog/edytuj/{uuid}: a malformed id is "not found", never a request. */
export const articleIdParams = {
  parse: (params: { uuid: string }) => {
    const parsed = ArticleIdSchema.safeParse(params.uuid)
    if (!parsed.success) throw notFound()
    return { uuid: parsed.data }
  },
  stringify: (params: { uuid: string }) => params,
}
