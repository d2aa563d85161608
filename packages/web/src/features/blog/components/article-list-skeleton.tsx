import { Skeleton } from '../../../components/feedback/skeleton'
import '../../../components/feedback/skeleton.css'
import '../blog.css'

/**
 * The article cards' shape while they load: the cover, the title and two lines, in the list's
 * grid. A file of its own: a route's pendingComponent is not split from the route.
 */
export function ArticleListSkeleton({ count }: { count: number }) {
  return (
    <Skeleton label="Ładowanie artykułów…" inline>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="article-card-skeleton">
          <div className="skeleton-shape article-card-skeleton-cover" />
          <div className="skeleton-text">
            <div className="skeleton-shape skeleton-line skeleton-line-title" />
            <div className="skeleton-shape skeleton-line" />
            <div className="skeleton-shape skeleton-line" />
          </div>
        </div>
      ))}
    </Skeleton>
  )
}
