import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../features/info-pages/components/privacy-policy-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/polityka-prywatnosci')({
  head: () =>
    pageHead({
      title: 'Polityka prywatności',
      description:
        'Jakie dane przetwarzamy, w jakich celach i jak długo, jakich plików cookie używamy i jakie prawa przysługują Ci na podstawie RODO.',
    }),
  component: PrivacyPolicyPage,
})
