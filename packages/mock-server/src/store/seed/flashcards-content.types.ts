/**
 * The seed's flashcard content: original Polish decks for a high-school student. Sides are
 * Markdown with KaTeX math ($…$ inline, $$…$$ display), never raw HTML.
 */
export interface SeedCard {
  front: string
  back: string
  tags: string[]
  /** A seeded picture (seed/flashcard-images.ts) by its url. */
  image?: { alt: string; url: string }
}

export interface SeedDeck {
  key: string
  name: string
  cards: readonly SeedCard[]
}
