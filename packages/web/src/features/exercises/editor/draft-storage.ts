import { ANSWER_TYPES } from '@app/contract/exercises/constants'
import { z } from 'zod'
import { readLocal, removeLocal, writeLocal } from '../../../lib/storage'
import type { EditorValues } from './editor-values'

/**
 * The editor's draft in this browser (the blog editor's pattern, decisions 0089 and 0189): what
 * was typed, when, the version it was begun on (an edit) and the create's Idempotency-Key, kept
 * until the server confirms a save. One draft per user and exercise (`new` while creating).
 */
export interface StoredDraft {
  values: EditorValues
  savedAt: number
  /** The exercise's version the edit started from; null for a new exercise. */
  version: number | null
  /** A create's key and the body it was made for: the same body again keeps the key. */
  intent: { request: string; key: string } | null
}

export const draftKey = (userId: string, exerciseId: string | undefined) =>
  `exercise-editor:draft:${userId}:${exerciseId ?? 'new'}`

const text = z.string()
/** What a stored draft must hold to be restored (another version of the app may have left it). */
const StoredDraftSchema = z.object({
  values: z.object({
    subject: text,
    level: text,
    topic: text,
    difficulty: text,
    title: text,
    statement: text,
    solution: text,
    answerType: z.enum(ANSWER_TYPES),
    numeric: z.object({
      value: text,
      tolerance: text,
      unit: text,
      form: z.enum(['DECIMAL', 'FRACTION']),
    }),
    options: z.array(z.object({ id: text, text, correct: z.boolean() })),
    expression: z.object({ expression: text, variables: text }),
    hints: z.array(z.object({ text })),
    images: z.array(z.object({ id: text, url: text, alt: text })),
  }),
  savedAt: z.number(),
  version: z.number().nullable(),
  intent: z.object({ request: text, key: text }).nullable(),
})

export function readDraft(userId: string, exerciseId: string | undefined): StoredDraft | null {
  const stored = readLocal(draftKey(userId, exerciseId))
  if (!stored) return null
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(stored))
    return parsed.success ? (parsed.data as StoredDraft) : null
  } catch {
    return null
  }
}

/** A picture chosen in this tab is shown from a local address, which a reload does not keep. */
const keepable = (values: EditorValues): EditorValues => ({
  ...values,
  images: values.images.map((image) =>
    image.url.startsWith('blob:') ? { ...image, url: '' } : image,
  ),
})

export function writeDraft(userId: string, exerciseId: string | undefined, draft: StoredDraft) {
  writeLocal(
    draftKey(userId, exerciseId),
    JSON.stringify({ ...draft, values: keepable(draft.values) }),
  )
}

export function clearDraft(userId: string, exerciseId: string | undefined) {
  removeLocal(draftKey(userId, exerciseId))
}
