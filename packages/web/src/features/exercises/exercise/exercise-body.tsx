import type { ExerciseImage } from '@app/contract/exercises'
import { ImageOff } from 'lucide-react'
import { RichText } from '../../../components/rich-text/rich-text'
import { apiAssetUrl } from '../../../lib/config'
import './exercise.css'

/** A picture of an exercise as the page shows it; `url` is empty when no preview can be shown. */
export type ShownImage = Pick<ExerciseImage, 'url' | 'alt'> & { id: string }

/**
 * An exercise's statement (Markdown with $…$ math through the shared RichText, raw HTML dropped)
 * and its pictures, each with its text alternative shown under it, as flashcards' card images.
 * The editor's preview renders the same component.
 */
export function ExerciseBody({
  statement,
  images,
}: {
  statement: string
  images: readonly ShownImage[]
}) {
  return (
    <div className="exercise-body">
      <RichText source={statement} className="exercise-statement" />
      {images.length > 0 && (
        <div className="exercise-images">
          {images.map((image) => (
            <figure key={image.id} className="exercise-figure">
              {image.url ? (
                <img
                  src={apiAssetUrl(image.url)}
                  alt={image.alt}
                  className="exercise-image"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="exercise-image-missing">
                  <ImageOff aria-hidden="true" />
                  Podgląd obrazu pojawi się po zapisaniu.
                </span>
              )}
              {/* The text alternative is read with the picture; the caption shows it to everyone. */}
              <figcaption aria-hidden={image.url ? true : undefined}>{image.alt}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  )
}
