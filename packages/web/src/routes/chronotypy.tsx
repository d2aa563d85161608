import { createFileRoute } from '@tanstack/react-router'
import { ChronotypeGuide } from '../features/chronotype/components/chronotype-guide'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/chronotypy')({
  head: () =>
    pageHead({
      title: 'Chronotypy: skowronki, sowy i sen nastolatka',
      description:
        'Czym jest chronotyp, dlaczego nastolatki zasypiają coraz później, jak dbać o higienę snu i jak planować naukę według własnego rytmu. Dla uczniów i rodziców.',
      image: 'chronotypes',
    }),
  component: ChronotypeGuide,
})
