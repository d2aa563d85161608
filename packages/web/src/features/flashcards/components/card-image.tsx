import type { FlashcardImage } from '@app/contract/flashcards'
import { apiAssetUrl } from '../../../lib/config'
import '../flashcards.css'

/** A card's picture with its text alternative (shown with the front). */
export function CardImage({ image, className }: { image: FlashcardImage; className?: string }) {
  return (
    <img
      src={apiAssetUrl(image.url)}
      alt={image.alt}
      className={['card-image', className].filter(Boolean).join(' ')}
      loading="lazy"
      decoding="async"
    />
  )
}
