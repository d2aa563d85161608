import { createFileRoute } from '@tanstack/react-router'
import {
  courseSearch,
  courseHead,
  courseSignedInData,
  loadCourse,
} from '../../../features/courses/course-route'
import { CourseRoutePage } from '../-components/course-route-page'

export const Route = createFileRoute('/produkt/podstawy-efektywnego-dzialania/')({
  validateSearch: courseSearch,
  staticData: { signedInData: courseSignedInData('PED') },
  loaderDeps: ({ search }) => ({ episodeId: search.odcinek }),
  loader: ({ context: { queryClient }, deps }) => loadCourse(queryClient, 'PED', deps.episodeId),
  head: ({ loaderData }) => courseHead(loaderData),
  component: CourseRoute,
})

function CourseRoute() {
  const { odcinek } = Route.useSearch()
  return <CourseRoutePage course="PED" episodeId={odcinek} />
}
