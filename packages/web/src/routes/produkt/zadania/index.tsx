import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/produkt/zadania/')({
  component: () => null,
})
