import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { COURSE_TERMS_SECTIONS } from '../features/info-pages/course-terms-sections'

export const Route = createFileRoute('/regulamin-ped')({
  beforeLoad: () => {
    throw redirect({
      to: ROUTES.courseTerms,
      hash: COURSE_TERMS_SECTIONS.PED,
      replace: true,
    })
  },
})
