import { createFileRoute } from '@tanstack/react-router'
import { CourseTermsPage } from '../features/info-pages/components/course-terms-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/regulaminy-szczegolowe-kursow')({
  head: () =>
    pageHead({
      title: 'Regulaminy szczegółowe kursów',
      description:
        'Zasady dostępu do kursów: Kurs Efektywnego Działania, Podstawy Efektywnego Działania i Zrozumieć Nastolatka.',
    }),
  component: CourseTermsPage,
})
