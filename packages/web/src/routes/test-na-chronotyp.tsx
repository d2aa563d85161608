import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute } from '@tanstack/react-router'
import {
  ChronotypeTest,
  type ChronotypeTestReturn,
} from '../features/chronotype/components/chronotype-test'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/test-na-chronotyp')({
  head: () =>
    pageHead({
      title: 'Test na chronotyp dla nastolatków',
      description:
        'Pięć pytań i dwie minuty: sprawdź, czy jesteś skowronkiem czy sową, i dowiedz się, kiedy uczyć się trudnych przedmiotów, kiedy odpoczywać i jak zadbać o sen.',
      image: 'chronotype-test',
    }),
  // The answers of a shared result. Any value up to 32 characters is kept as text, an empty one
  // too (the page explains a broken link instead of silently showing the empty form; the router
  // reads digits as a number); the domain decodes it.
  // `powrot=quiz`: opened from the initial quiz, whose chronotype question takes the result;
  // `powrot=planer`: opened from the new plan's wizard, which plans with it (decision 0170).
  validateSearch: ({
    odpowiedzi,
    powrot,
  }): { odpowiedzi?: string; powrot?: ChronotypeTestReturn } => {
    const text = typeof odpowiedzi === 'number' ? String(odpowiedzi) : odpowiedzi
    return {
      ...(typeof text === 'string' && text.length <= 32 && { odpowiedzi: text }),
      ...((powrot === 'quiz' || powrot === 'planer') && { powrot }),
    }
  },
  component: ChronotypeTestPage,
})

function ChronotypeTestPage() {
  const { odpowiedzi, powrot } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ChronotypeTest
      code={odpowiedzi}
      shareUrl={(code) =>
        new URL(
          `${ROUTES.chronotypeTest}?odpowiedzi=${encodeURIComponent(code)}`,
          window.location.origin,
        ).href
      }
      onResult={(code) => void navigate({ search: { odpowiedzi: code, powrot } })}
      onRestart={() => void navigate({ search: { powrot } })}
      returnTo={powrot}
    />
  )
}
