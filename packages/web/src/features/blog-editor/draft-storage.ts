import { readLocal, removeLocal, writeLocal } from '../../lib/storage'
import type { ArticleFormValues } from './article-form'

/** A draft kept in this browser until it is saved: the form's values and when they were typed. */
export interface StoredDraft {
  values: ArticleFormValues
  savedAt: number
}

/** One draft per article: `new` for the article being created, else its id. */
export function draftKey(articleId: string | undefined): string {
  return `blog-editor:draft:${articleId ?? 'new'}`
}

const FIELDS = ['title', 'subtitle', 'author', 'imageUrl', 'tags', 'content'] as const

export function readDraft(articleId: string | undefined): StoredDraft | null {
  const text = readLocal(draftKey(articleId))
  if (!text) return null
  try {
    const data = JSON.parse(text) as { values?: Record<string, unknown>; savedAt?: unknown }
    const values = data.values
    if (!values || typeof data.savedAt !== 'number') return null
    if (!FIELDS.every((field) => typeof values[field] === 'string')) return null
    return { values: values as unknown as ArticleFormValues, savedAt: data.savedAt }
  } catch {
    return null
  }
}

export function writeDraft(articleId: string | undefined, values: ArticleFormValues, now: number) {
  const draft: StoredDraft = { values, savedAt: now }
  writeLocal(draftKey(articleId), JSON.stringify(draft))
}

export function clearDraft(articleId: string | undefined) {
  removeLocal(draftKey(articleId))
}
