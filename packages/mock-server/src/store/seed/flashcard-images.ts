import { deepFreeze } from '../freeze'
import { PERSONA_IDS } from './personas'

/** A picture of a seeded card: a file of media/flashcards/, served by the static media plugin. */
export interface SeedFlashcardImage {
  id: string
  userId: string
  url: string
  contentType: string
}

/** The seed's card pictures: uczen's diagram of the biology deck. */
export const SEED_FLASHCARD_IMAGES: readonly SeedFlashcardImage[] = deepFreeze([
  {
    id: '326Qz0R5mvoFayDPwLtYSnv79rn',
    userId: PERSONA_IDS.uczen,
    url: '/api/media/flashcards/komorka-zwierzeca.svg',
    contentType: 'image/svg+xml',
  },
])

/** The seeded picture of a user at this url (a seed card names its picture by url). */
export function seedImageOf(userId: string, url: string): SeedFlashcardImage {
  const image = SEED_FLASHCARD_IMAGES.find((i) => i.userId === userId && i.url === url)
  if (!image) throw new Error(`No seeded flashcard image ${url} of ${userId}`)
  return image
}
