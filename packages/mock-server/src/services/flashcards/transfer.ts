import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  CardContentSchema,
  FLASHCARDS_TEXT,
  type CardContent,
  type ImportRequest,
  type ImportResult,
} from '@app/contract/flashcards'
import { newSchedule } from '@app/domain/flashcards/fsrs'
import { exportCards, normalizeFront } from '@app/domain/flashcards/import'
import { foldLetters } from '@app/domain/shared/fold-letters'
import { apiError } from '../../errors'
import type { CardRecord } from '../../store/flashcards'
import type { Answer, QueryOf } from '../answer'
import { cardLimitRefusal, deckNotFound, fingerprintOf } from './deck-view'

type C = Contract['flashcards']

/** 'Biologia: komórka i genetyka' → 'biologia-komorka-i-genetyka' ('talia' when nothing is left). */
export function fileSlug(name: string): string {
  const slug = foldLetters(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'talia'
}

/**
 * Rows checked one by one as cards: the good ones are created, the others reported by row;
 * duplicates (of the deck's fronts or of an earlier row) are skipped with `skipDuplicates`. A row
 * whose external id (Anki's GUID) a card of the deck carries updates that card instead (decision
 * 0144). All or nothing for the limits: a file that would pass them creates nothing (409).
 */
export async function importCards(
  app: FastifyInstance,
  userId: string,
  deckId: string,
  key: string,
  body: ImportRequest,
): Answer<C['importCards']> {
  const { flashcards, idempotency } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  const fingerprint = fingerprintOf('importCards', { deckId: deck.id, body })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, FLASHCARDS_TEXT.idempotencyConflictOther)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as ImportResult }

  const live = flashcards.cards(userId, deck.id)
  const fronts = new Set(live.map((card) => normalizeFront(card.front)))
  const byExternalId = new Map(
    live.flatMap((card) => (card.externalId ? [[card.externalId, card] as const] : [])),
  )
  const seenIds = new Set<string>()
  const good: (CardContent & { externalId?: string })[] = []
  const updates: { card: CardRecord; content: CardContent }[] = []
  const rejected: ImportResult['rejected'] = []
  for (const row of body.rows) {
    const parsed = CardContentSchema.safeParse({ front: row.front, back: row.back, tags: row.tags })
    if (!parsed.success) {
      rejected.push({
        row: row.row,
        message: parsed.error.issues[0]?.message ?? FLASHCARDS_TEXT.frontRequired,
      })
      continue
    }
    const front = normalizeFront(parsed.data.front)
    const { externalId } = row
    if (externalId !== undefined) {
      if (seenIds.has(externalId)) {
        rejected.push({ row: row.row, message: FLASHCARDS_TEXT.duplicate })
        continue
      }
      seenIds.add(externalId)
      const card = byExternalId.get(externalId)
      if (card) {
        updates.push({ card, content: parsed.data })
        fronts.add(front)
        continue
      }
    }
    if (body.skipDuplicates && fronts.has(front)) {
      rejected.push({ row: row.row, message: FLASHCARDS_TEXT.duplicate })
      continue
    }
    fronts.add(front)
    good.push(externalId === undefined ? parsed.data : { ...parsed.data, externalId })
  }
  const refusal = cardLimitRefusal(flashcards, deck, good.length)
  if (refusal) return apiError(409, refusal)

  const now = app.clock.now()
  good.forEach((content, index) => {
    // A millisecond apart up to now, so the cards keep the file's order.
    const at = new Date(now.getTime() - (good.length - 1 - index))
    flashcards.saveCard({
      id: flashcards.newId(at),
      userId,
      deckId: deck.id,
      ...content,
      image: null,
      schedule: newSchedule(now),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      deletedAt: null,
    })
  })
  // The note came back: new text, the same schedule and history.
  for (const { card, content } of updates) {
    flashcards.saveCard({ ...card, ...content, updatedAt: now.toISOString() })
  }
  const withIds = body.rows.some((row) => row.externalId !== undefined)
  const result: ImportResult = {
    created: good.length,
    ...(withIds && { updated: updates.length }),
    rejected,
  }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: result })
  return { status: 200, body: result }
}

/** The deck's cards, oldest first, as a CSV or TSV file named after the deck. */
export async function exportDeck(
  app: FastifyInstance,
  userId: string,
  deckId: string,
  format: QueryOf<C['exportCards']>['format'],
): Answer<C['exportCards']> {
  const { flashcards } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  const cards = flashcards
    .cards(userId, deck.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  const csv = format === 'csv'
  return {
    status: 200,
    body: {
      fileName: `${fileSlug(deck.name)}.${format}`,
      contentType: csv ? ('text/csv' as const) : ('text/tab-separated-values' as const),
      content: exportCards(cards, format),
    },
  }
}
