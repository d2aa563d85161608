import { createFileRoute } from '@tanstack/react-router'
import { guardArea } from '../../../lib/access-guard'

/** The community pages: any product user (a course group), SPEC §6. */
export const Route = createFileRoute('/produkt/spolecznosc')({
  beforeLoad: guardArea('product'),
})
