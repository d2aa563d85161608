import { createFileRoute } from '@tanstack/react-router'
import { shortLink } from '../lib/short-links'

export const Route = createFileRoute('/rads')({ beforeLoad: shortLink('rads') })
