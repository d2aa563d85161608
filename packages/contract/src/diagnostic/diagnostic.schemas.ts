import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, pageOf } from '../common.schemas'

export const DIAGNOSTIC_CATEGORIES = [
  'FRONTEND',
  'PAYMENT',
  'VIDEO',
  'AI',
  'EMAIL',
  'OTHER',
] as const
/** The categories a client may post (POST /api/diagnostic). */
export const DiagnosticInputCategorySchema = z.enum(DIAGNOSTIC_CATEGORIES)

/**
 * Every category a record may have: the posted ones and the server's own flags. CHAT_SAFETY is a
 * crisis message in the chat (decision 0156): made by the server only, read by the admin only.
 */
export const DIAGNOSTIC_RECORD_CATEGORIES = [...DIAGNOSTIC_CATEGORIES, 'CHAT_SAFETY'] as const
export const DiagnosticCategorySchema = z.enum(DIAGNOSTIC_RECORD_CATEGORIES)
export type DiagnosticCategory = z.infer<typeof DiagnosticCategorySchema>

export const DiagnosticInputSchema = z
  .object({
    category: DiagnosticInputCategorySchema,
    message: z.string().trim().min(1).max(2_000),
    details: z.string().max(20_000).default(''),
    url: z.string().max(2_500).optional(),
  })
  .strict()
export type DiagnosticInput = z.input<typeof DiagnosticInputSchema>

/** A diagnostic record (SPEC §3: id, category, reviewed; the rest is ours). */
export const DiagnosticSchema = z.object({
  id: z.string(),
  category: DiagnosticCategorySchema,
  reviewed: z.boolean(),
  message: z.string(),
  details: z.string(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
})
export type Diagnostic = z.infer<typeof DiagnosticSchema>

export const ListDiagnosticsQuerySchema = z
  .object({
    nextPageKey: NextPageKeySchema.optional(),
    category: DiagnosticCategorySchema.optional(),
  })
  .strict()
export const DiagnosticPageSchema = pageOf(DiagnosticSchema)
export const MarkReviewedSchema = z.object({ id: z.string().min(1).max(100) }).strict()
