import { createFileRoute } from '@tanstack/react-router'
import { shortLink } from '../lib/short-links'

export const Route = createFileRoute('/slajdy')({ beforeLoad: shortLink('slajdy') })
