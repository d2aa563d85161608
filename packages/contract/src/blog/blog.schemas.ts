import { z } from 'zod'
import {
  IsoDateTimeSchema,
  NextPageKeySchema,
  QueryBooleanSchema,
  UuidSchema,
  pageOf,
} from '../common.schemas'
import { LIMITS } from '../limits'

export const TagSchema = z.string().trim().min(1, 'Tag nie może być pusty').max(LIMITS.tagMax)

/** A blog article as listed (SPEC §3). */
export const BlogArticleSchema = z.object({
  id: UuidSchema,
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  addedAt: IsoDateTimeSchema,
  imageUrl: z.string(),
  tags: z.array(z.string()),
  uniqueViews: z.number().int().nonnegative(),
  repeatedViews: z.number().int().nonnegative(),
})
export type BlogArticle = z.infer<typeof BlogArticleSchema>

/** A single article with its rich HTML content (sanitised by the reader before rendering). */
export const BlogArticleDetailSchema = BlogArticleSchema.extend({ content: z.string() })
export type BlogArticleDetail = z.infer<typeof BlogArticleDetailSchema>

/** Create (no id) or edit (id of an existing article). */
export const BlogArticleInputSchema = z
  .object({
    id: UuidSchema.optional(),
    title: z
      .string()
      .trim()
      .min(3, 'Tytuł musi mieć co najmniej 3 znaki')
      .max(LIMITS.articleTitleMax),
    subtitle: z.string().trim().max(LIMITS.articleSubtitleMax).default(''),
    author: z.string().trim().min(2, 'Podaj autora').max(LIMITS.articleAuthorMax),
    imageUrl: z.string().trim().min(1, 'Dodaj zdjęcie').max(2_000),
    tags: z.array(TagSchema).max(LIMITS.articleTagsMax).default([]),
    content: z.string().min(1, 'Treść artykułu jest pusta').max(LIMITS.articleContentMax),
  })
  .strict()
export type BlogArticleInput = z.input<typeof BlogArticleInputSchema>

export const GetArticleQuerySchema = z
  .object({
    uniqueView: QueryBooleanSchema.optional(),
    repeatedView: QueryBooleanSchema.optional(),
  })
  .strict()

export const ListArticlesQuerySchema = z
  .object({ nextPageKey: NextPageKeySchema.optional(), category: TagSchema.optional() })
  .strict()

export const RandomArticlesQuerySchema = z
  .object({
    numberOfArticles: z.coerce.number().int().min(1).max(LIMITS.randomArticlesMax).default(2),
  })
  .strict()

export const ArticlePageSchema = pageOf(BlogArticleSchema)
export type ArticlePage = z.infer<typeof ArticlePageSchema>
export const ArticleListSchema = z.object({ items: z.array(BlogArticleSchema) })

/** A category of the listing filter: a tag with the number of articles carrying it. */
export const BlogCategorySchema = z.object({ tag: z.string(), count: z.number().int().positive() })
export type BlogCategory = z.infer<typeof BlogCategorySchema>
export const BlogCategoriesSchema = z.object({ items: z.array(BlogCategorySchema) })
export type BlogCategories = z.infer<typeof BlogCategoriesSchema>
