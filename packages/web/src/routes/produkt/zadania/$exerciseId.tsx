import { createFileRoute } from '@tanstack/react-router'

// A placeholder so the route map (ROUTES.exercise*, routes-map.ts) holds: the exercise page is built on
// branch ex-web-page, which replaces this file.
export const Route = createFileRoute('/produkt/zadania/$exerciseId')({
  component: () => null,
})
