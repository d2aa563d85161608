import { randomUUID } from 'node:crypto'
import { LIMITS } from '@app/contract'
import type { BlogArticle, BlogArticleDetail } from '@app/contract/blog'
import { deepFreeze } from './freeze'
import { pageOf, type Page } from './paging'
import { seedArticles } from './seed/blog'

export interface ArticleDraft {
  title: string
  subtitle: string
  author: string
  imageUrl: string
  tags: string[]
  content: string
}

const newestFirst = (a: BlogArticle, b: BlogArticle) =>
  Date.parse(b.addedAt) - Date.parse(a.addedAt) || a.id.localeCompare(b.id)

const summary = ({ content: _content, ...article }: BlogArticleDetail): BlogArticle => article

/**
 * Articles are frozen and replaced on every change, so the listing order and the pages (the
 * hottest reads) are computed once per change of the blog.
 */
export class BlogRepository {
  private articles = new Map<string, BlogArticleDetail>()
  private ordered: BlogArticle[] | null = null
  /** Pages by `${category}|${nextPageKey}`; null marks a bad key. */
  private pages = new Map<string, Page<BlogArticle> | null>()

  constructor() {
    this.reset()
  }

  reset() {
    this.articles = new Map(seedArticles.map((a) => [a.id, deepFreeze(structuredClone(a))]))
    this.changed()
  }

  /** Newest first, optionally only those with the tag. */
  list(tag?: string): BlogArticle[] {
    this.ordered ??= deepFreeze([...this.articles.values()].map(summary).sort(newestFirst))
    return tag === undefined ? this.ordered : this.ordered.filter((a) => a.tags.includes(tag))
  }

  /** One listing page; null when the key is not one this listing gave out. */
  page(tag: string | undefined, key: string | undefined): Page<BlogArticle> | null {
    const cacheKey = `${tag ?? ''}|${key ?? ''}`
    let page = this.pages.get(cacheKey)
    if (page === undefined) {
      page = deepFreeze(pageOf(this.list(tag), LIMITS.pageSizeBlog, key))
      // Remember every good page, but only a bounded number of bad keys.
      if (page || this.pages.size < 1_000) this.pages.set(cacheKey, page)
    }
    return page
  }

  /** Every tag in use with its article count, most used first, then alphabetically (Polish). */
  categories(): { tag: string; count: number }[] {
    const counts = new Map<string, number>()
    for (const article of this.list())
      for (const tag of new Set(article.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'pl'))
  }

  /** Up to `count` distinct articles in random order. */
  random(count: number): BlogArticle[] {
    const pool = [...this.list()]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j] as BlogArticle, pool[i] as BlogArticle]
    }
    return pool.slice(0, count)
  }

  byId(id: string): BlogArticleDetail | undefined {
    return this.articles.get(id)
  }

  countView(article: BlogArticleDetail, view: { unique: boolean; repeated: boolean }) {
    if (!view.unique && !view.repeated) return article
    return this.put({
      ...article,
      uniqueViews: article.uniqueViews + (view.unique ? 1 : 0),
      repeatedViews: article.repeatedViews + (view.repeated ? 1 : 0),
    })
  }

  create(draft: ArticleDraft, now: Date): BlogArticleDetail {
    return this.put({
      ...draft,
      id: randomUUID(),
      addedAt: now.toISOString(),
      uniqueViews: 0,
      repeatedViews: 0,
    })
  }

  /** Replaces the editable fields; id, addedAt and the view counters stay. */
  update(article: BlogArticleDetail, draft: ArticleDraft): BlogArticleDetail {
    return this.put({ ...article, ...draft })
  }

  delete(id: string): boolean {
    const deleted = this.articles.delete(id)
    if (deleted) this.changed()
    return deleted
  }

  private put(article: BlogArticleDetail): BlogArticleDetail {
    const frozen = deepFreeze(article)
    this.articles.set(frozen.id, frozen)
    this.changed()
    return frozen
  }

  private changed() {
    this.ordered = null
    this.pages.clear()
  }
}
