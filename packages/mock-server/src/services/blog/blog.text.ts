/** The mock's own Polish texts of the blog area. */
export const BLOG_TEXT = {
  articleNotFound: 'Nie znaleziono artykułu.',
} as const
