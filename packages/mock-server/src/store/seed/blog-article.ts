import type { BlogArticleDetail } from '@app/contract/blog'

/** The shared tag set: each article carries 1-3 of these, so filtering by category is meaningful. */
export const seedBlogTags = [
  'nauka',
  'motywacja',
  'sen',
  'rodzice',
  'organizacja',
  'egzaminy',
  'zdrowie',
] as const
type Tag = (typeof seedBlogTags)[number]

type ArticleSeed = Omit<BlogArticleDetail, 'imageUrl' | 'tags'> & { slug: string; tags: Tag[] }

/** Each article's illustration is media/blog/<slug>.svg, served by the mock under this path. */
export const article = ({ slug, ...rest }: ArticleSeed): BlogArticleDetail => ({
  ...rest,
  imageUrl: `/api/media/blog/${slug}.svg`,
})
