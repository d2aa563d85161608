import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import {
  CardContentSchema,
  FLASHCARDS_TEXT,
  type CardContent,
  type ImportResult,
} from '@app/contract/flashcards'
import { newSchedule } from '@app/domain/flashcards/fsrs'
import { exportCards, normalizeFront } from '@app/domain/flashcards/import'
import { requireUser } from '../plugins/auth'
import { cardLimitRefusal, deckNotFound, error, fingerprintOf, keyCheck } from './flashcards-shared'

const s = initServer()
const c = contract.flashcards

const POLISH_LETTERS: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
}

/** 'Biologia: komórka i genetyka' → 'biologia-komorka-i-genetyka' ('talia' when nothing is left). */
export function fileSlug(name: string): string {
  const slug = name
    .toLocaleLowerCase('pl')
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'talia'
}

/**
 * Rows checked one by one as cards: the good ones are created, the others reported by row;
 * duplicates (of the deck's fronts or of an earlier row) are skipped with `skipDuplicates`. All
 * or nothing for the limits: a file that would pass them creates nothing (409).
 */
export const importCards = s.route(c.importCards, async ({ params, headers, body, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  const key = headers['idempotency-key']
  const fingerprint = fingerprintOf('importCards', { deckId: deck.id, body })
  const seen = keyCheck(flashcards, user.id, key, fingerprint)
  if (seen.kind === 'conflict') return error(409, FLASHCARDS_TEXT.idempotencyConflictOther)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as ImportResult }

  const fronts = new Set(
    flashcards.cards(user.id, deck.id).map((card) => normalizeFront(card.front)),
  )
  const good: CardContent[] = []
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
    if (body.skipDuplicates && fronts.has(front)) {
      rejected.push({ row: row.row, message: FLASHCARDS_TEXT.duplicate })
      continue
    }
    fronts.add(front)
    good.push(parsed.data)
  }
  const refusal = cardLimitRefusal(flashcards, deck, good.length)
  if (refusal) return error(409, refusal)

  const now = request.server.clock.now()
  good.forEach((content, index) => {
    // A millisecond apart up to now, so the cards keep the file's order.
    const at = new Date(now.getTime() - (good.length - 1 - index))
    flashcards.saveCard({
      id: flashcards.newId(at),
      userId: user.id,
      deckId: deck.id,
      ...content,
      image: null,
      schedule: newSchedule(now),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      deletedAt: null,
    })
  })
  const result: ImportResult = { created: good.length, rejected }
  flashcards.rememberKey(user.id, key, { fingerprint, status: 200, body: result })
  return { status: 200, body: result }
})

/** The deck's cards, oldest first, as a CSV or TSV file named after the deck. */
export const exportDeck = s.route(c.exportCards, async ({ params, query, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  const cards = flashcards
    .cards(user.id, deck.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  const csv = query.format === 'csv'
  return {
    status: 200,
    body: {
      fileName: `${fileSlug(deck.name)}.${query.format}`,
      contentType: csv ? ('text/csv' as const) : ('text/tab-separated-values' as const),
      content: exportCards(cards, query.format),
    },
  }
})
