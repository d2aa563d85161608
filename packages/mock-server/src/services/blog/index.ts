/** The blog area's workflows: pages of articles, reading (with view counts), editing. */
export { deleteArticle, getArticle, listArticles, saveArticle } from './articles'
