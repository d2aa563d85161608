import type { BlogArticle } from '@app/contract/blog'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { DeleteArticleButton } from '../../../components/blog/delete-article-dialog'
import '../blog.css'

/**
 * The staff's edit and delete controls on a blog card. A module of its own, loaded only for
 * staff (./blog-list.tsx): a visitor's /blog does not download the dialog behind 'Usuń'.
 */
export default function ArticleCardStaffActions({
  article,
  onDeleted,
}: {
  article: Pick<BlogArticle, 'id' | 'title'>
  onDeleted: () => void
}) {
  return (
    <div className="article-card-actions">
      <Link
        className="button button-secondary"
        to={ROUTES.adminEditArticle}
        params={{ uuid: article.id }}
      >
        <Pencil aria-hidden="true" />
        Edytuj<span className="visually-hidden"> artykuł „{article.title}”</span>
      </Link>
      <DeleteArticleButton article={article} onDeleted={onDeleted} />
    </div>
  )
}
