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
export const DiagnosticCategorySchema = z.enum(DIAGNOSTIC_CATEGORIES)

export const DiagnosticInputSchema = z
  .object({
    category: DiagnosticCategorySchema,
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
