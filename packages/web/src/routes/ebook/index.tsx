import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { EbookLanding } from '../../features/ebook/components/ebook-landing'
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ebook/')({
  head: () =>
    pageHead({
      title: 'Bezpłatny ebook „Efektywna nauka w praktyce”',
      description:
        'Poradnik dla uczniów i rodziców: audyt czasu, aktywne przypominanie, plan powtórek i koncentracja. Podaj email i pobierz ebook za darmo.',
      image: 'ebook',
    }),
  component: EbookLandingPage,
})

/** The ebook's landing with the newsletter feature's sign-up to the EBOOK list. */
function EbookLandingPage() {
  const navigate = useNavigate()
  return (
    <EbookLanding
      signUp={
        <SubscribeForm
          list="EBOOK"
          source="ebook"
          submitLabel="Wyślij mi ebook"
          onSubscribed={() => void navigate({ to: ROUTES.ebookThanks })}
        />
      }
    />
  )
}
