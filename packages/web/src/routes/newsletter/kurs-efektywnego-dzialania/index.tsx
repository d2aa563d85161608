import { createFileRoute } from '@tanstack/react-router'
import { CourseForReaders } from '../../../features/newsletter/components/course-for-readers'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/newsletter/kurs-efektywnego-dzialania/')({
  head: () =>
    pageHead({
      title: 'Kurs Efektywnego Działania dla czytelników newslettera',
      description:
        'Wskazówki z newslettera złożone w jeden system: 9 tygodni i tydzień wprowadzający, ponad 12 godzin wideo, ćwiczenia i konsultacje na żywo.',
      image: 'ked-offer',
    }),
  component: CourseForReaders,
})
