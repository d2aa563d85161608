import { z } from 'zod'
import { LIMITS } from '../limits'
import { CurrencySchema, MoneySchema, ProductIdSchema } from './commerce-catalogue.schemas'
import { COMMERCE_TEXT } from './commerce.text'

/** Promo codes: as typed at checkout, and the price a code gives before the order is made. */

/** A code as typed: trimmed; letters, digits, '-' and '_'; any case (codes are upper-cased). */
export const PromoCodeInputSchema = z
  .string()
  .trim()
  .max(LIMITS.promoCodeMax, COMMERCE_TEXT.promoCodeFormat)
  .regex(/^[A-Za-z0-9_-]*$/, COMMERCE_TEXT.promoCodeFormat)

/** POST /api/promo-codes/validate. */
export const PromoValidateRequestSchema = z
  .object({
    code: PromoCodeInputSchema.refine((code) => code.length > 0, COMMERCE_TEXT.promoCodeEmpty),
    productId: ProductIdSchema,
  })
  .strict()
export type PromoValidateRequest = z.infer<typeof PromoValidateRequestSchema>

/** The price with the code; a refusal is 404 (unknown code) or 409 with COMMERCE_TEXT. */
export const PromoQuoteSchema = z.object({
  code: z.string(),
  productId: ProductIdSchema,
  listPrice: MoneySchema,
  discount: MoneySchema,
  amount: MoneySchema,
  net: MoneySchema,
  vat: MoneySchema,
  currency: CurrencySchema,
  /** '−10%' or '−100,00 zł'. */
  discountLabel: z.string(),
})
export type PromoQuote = z.infer<typeof PromoQuoteSchema>
