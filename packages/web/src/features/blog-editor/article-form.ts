import { LIMITS } from '@app/contract'
import type { BlogArticleDetail, BlogArticleInput } from '@app/contract/blog'
import { formatCount } from '@app/domain/shared/format'
import { z } from 'zod'

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' }
const TAGS = { one: 'tag', few: 'tagi', many: 'tagów' }
const IMAGE_URL_MAX = 2_000

const atMost = (what: string, max: number) =>
  `${what} może mieć najwyżej ${formatCount(max, CHARACTERS)}`

/** What the editor's form holds: the article's fields, tags as the text the user typed. */
export interface ArticleFormValues {
  title: string
  subtitle: string
  author: string
  imageUrl: string
  /** Comma separated, as typed. */
  tags: string
  /** The editor's HTML. */
  content: string
}

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  subtitle: '',
  author: '',
  imageUrl: '',
  tags: '',
  content: '',
}

/** The tags of the comma separated text: trimmed, empty ones and repeats left out. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  return [...new Set(tags)]
}

/** An editor with no text and no image is empty (Tiptap leaves `<p></p>` behind). */
export function isEmptyContent(html: string): boolean {
  if (/<img\s/i.test(html)) return false
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
}

/** An address of an image or link the reader's browser can open: http(s), or a path of this site. */
export function isWebAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The form's rules: the bounds of the contract's `BlogArticleInputSchema` (LIMITS), with Polish
 * messages for each of them, so the server never has to refuse what the form let through.
 */
export const ArticleFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Tytuł musi mieć co najmniej 3 znaki')
    .max(LIMITS.articleTitleMax, atMost('Tytuł', LIMITS.articleTitleMax)),
  subtitle: z
    .string()
    .trim()
    .max(LIMITS.articleSubtitleMax, atMost('Podtytuł', LIMITS.articleSubtitleMax)),
  author: z
    .string()
    .trim()
    .min(2, 'Podaj autora')
    .max(LIMITS.articleAuthorMax, atMost('Autor', LIMITS.articleAuthorMax)),
  imageUrl: z
    .string()
    .trim()
    .min(1, 'Dodaj zdjęcie')
    .max(IMAGE_URL_MAX, atMost('Adres zdjęcia', IMAGE_URL_MAX))
    .refine(isWebAddress, 'Podaj adres zaczynający się od https:// lub /'),
  tags: z.string().superRefine((text, ctx) => {
    const tags = parseTags(text)
    if (tags.length > LIMITS.articleTagsMax) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `Możesz dodać najwyżej ${formatCount(LIMITS.articleTagsMax, TAGS)}`,
      })
    }
    const long = tags.find((tag) => tag.length > LIMITS.tagMax)
    if (long !== undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: atMost(`Tag „${long}”`, LIMITS.tagMax),
      })
    }
  }),
  content: z
    .string()
    .max(
      LIMITS.articleContentMax,
      `Treść artykułu może mieć najwyżej ${formatCount(LIMITS.articleContentMax, CHARACTERS)} kodu HTML`,
    )
    .refine((html) => !isEmptyContent(html), 'Treść artykułu jest pusta'),
})

/** The body of `POST /api/blog`: with the id when editing, without it when creating. */
export function toArticleInput(values: ArticleFormValues, id?: string): BlogArticleInput {
  const parsed = ArticleFormSchema.parse(values)
  return {
    ...(id ? { id } : {}),
    title: parsed.title,
    subtitle: parsed.subtitle,
    author: parsed.author,
    imageUrl: parsed.imageUrl,
    tags: parseTags(parsed.tags),
    content: parsed.content,
  }
}

/** The form filled from a stored article. */
export function toFormValues(article: BlogArticleDetail): ArticleFormValues {
  return {
    title: article.title,
    subtitle: article.subtitle,
    author: article.author,
    imageUrl: article.imageUrl,
    tags: article.tags.join(', '),
    content: article.content,
  }
}
