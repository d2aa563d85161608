import type { BlogArticleDetail } from '@app/contract/blog'
import { seedArticles } from '../../src/store/seed/blog'

/** Shared data of the blog router tests (blog-*.router.test.ts). */

/** The seed's articles in the list's order: newest first, then by id. */
export const newestFirst = [...seedArticles].sort(
  (a, b) => Date.parse(b.addedAt) - Date.parse(a.addedAt) || a.id.localeCompare(b.id),
)
export const first = newestFirst[0] as BlogArticleDetail
/** A valid new article. */
export const draft = {
  title: 'Jak zaplanować tydzień nauki',
  subtitle: 'Pięć kroków',
  author: 'Redakcja',
  imageUrl: '/api/media/blog/plan.svg',
  tags: ['organizacja'],
  content: '<p>Treść</p>',
}
