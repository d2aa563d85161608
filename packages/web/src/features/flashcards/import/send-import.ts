import type { ImportResult } from '@app/contract/flashcards'
import { LIMITS } from '@app/contract/limits'
import type { PreviewRow } from '@app/domain/flashcards/import-map'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useCreateDeck, useImportCards } from '../../../api/flashcards/mutations'
import { decksQuery } from '../../../api/flashcards/queries'
import { newIdempotencyKey } from '../../../lib/idempotency-key'

/** What one deck got from the file. */
export interface DeckOutcome {
  id: string
  name: string
  created: number
  updated: number
}

export interface ImportOutcome {
  decks: DeckOutcome[]
  rejected: ImportResult['rejected']
}

/** Anki's deck name as ours: trimmed and cut to our limit; no name means the chosen deck. */
export const ankiDeckName = (name: string) => name.trim().slice(0, LIMITS.deckNameMax).trim()

/**
 * Sends the rows in chunks of 500, to the chosen deck or, one deck per Anki deck (decision 0144),
 * to the user's deck of that name, made when missing. One key per chunk for this reading of the
 * file: a retry after a failure repeats the calls, never doubles the cards.
 */
export function useSendImport(userId: string, deck: { id: string; name: string }) {
  const queryClient = useQueryClient()
  const importCards = useImportCards(userId)
  const createDeck = useCreateDeck(userId)
  const keys = useRef<{ rows: unknown; keys: Map<string, string> }>({ rows: null, keys: new Map() })

  const keyOf = (rows: readonly PreviewRow[], name: string) => {
    if (keys.current.rows !== rows) keys.current = { rows, keys: new Map() }
    const key = keys.current.keys.get(name) ?? newIdempotencyKey()
    keys.current.keys.set(name, key)
    return key
  }

  /** The target deck of each Anki deck name; '' (no deck column or an empty cell) is `deck`. */
  const targets = async (names: string[]) => {
    const found = new Map<string, string>([['', deck.id]])
    if (names.every((name) => name === '')) return found
    const decks = await queryClient.fetchQuery(decksQuery(userId))
    for (const name of names) {
      if (found.has(name)) continue
      const existing = decks.items.find((item) => item.name === name)
      const id = existing?.id ?? (await createDeck.mutateAsync({ body: { name } })).body.id
      found.set(name, id)
    }
    return found
  }

  const send = async (rows: readonly PreviewRow[], skipDuplicates: boolean) => {
    const groups = new Map<string, PreviewRow[]>()
    for (const row of rows) {
      const name = ankiDeckName(row.deck ?? '')
      const group = groups.get(name)
      if (group) group.push(row)
      else groups.set(name, [row])
    }
    const ids = await targets([...groups.keys()])
    const outcome: ImportOutcome = { decks: [], rejected: [] }
    for (const [name, group] of groups) {
      const id = ids.get(name) ?? deck.id
      const done: DeckOutcome = { id, name: name || deck.name, created: 0, updated: 0 }
      for (let start = 0; start < group.length; start += LIMITS.importChunkRows) {
        const chunk = group.slice(start, start + LIMITS.importChunkRows)
        const { body } = await importCards.mutateAsync({
          params: { id },
          headers: { 'idempotency-key': keyOf(rows, `${name}\u0000${start}`) },
          body: {
            skipDuplicates,
            rows: chunk.map(({ row, front, back, tags, externalId }) => ({
              row,
              front,
              back,
              tags,
              ...(externalId !== undefined && { externalId }),
            })),
          },
        })
        done.created += body.created
        done.updated += body.updated ?? 0
        outcome.rejected.push(...body.rejected)
      }
      outcome.decks.push(done)
    }
    return outcome
  }

  return { send, isPending: importCards.isPending || createDeck.isPending }
}
