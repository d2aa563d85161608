import { createFileRoute } from '@tanstack/react-router'
import { CourseProgressSummary } from '../../features/courses/components/course-progress-summary'
import { MyProducts } from '../../features/products/components/my-products'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/produkt/')({
  head: () =>
    pageHead({
      title: 'Moje produkty',
      description: 'Twoje kursy i narzędzia do nauki w jednym miejscu.',
    }),
  beforeLoad: guardArea('product'),
  component: MyProductsPage,
})

function MyProductsPage() {
  const { user } = useSession()
  return user ? (
    <MyProducts
      user={user}
      courseProgress={(course) => <CourseProgressSummary course={course} />}
    />
  ) : null
}
