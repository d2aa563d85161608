import { z } from 'zod'
import { CURRENCY, PRODUCT_IDS } from '../constants'
import { LIMITS } from '../limits'
import { COMMERCE_TEXT } from './commerce.text'
import { withMessage } from '../common.schemas'

/** The products and their prices: what every other part of the shop names and charges. */

export const ProductIdSchema = z.enum(PRODUCT_IDS, withMessage(COMMERCE_TEXT.unknownProduct))

/** An amount in grosze (1/100 zł): a whole number, never negative, gross (VAT included). */
export const MoneySchema = z
  .number(withMessage(COMMERCE_TEXT.money))
  .int(COMMERCE_TEXT.money)
  .min(0, COMMERCE_TEXT.money)
  .max(LIMITS.moneyMax, COMMERCE_TEXT.money)
export const CurrencySchema = z.literal(CURRENCY, withMessage(COMMERCE_TEXT.currency))

/** One product of GET /api/catalogue: the gross price with its VAT line. */
export const CatalogueItemSchema = z.object({
  id: ProductIdSchema,
  name: z.string(),
  kind: z.enum(['one-time', 'subscription']),
  /** How often a subscription renews; null for a one-time purchase. */
  period: z.enum(['month', 'year']).nullable(),
  price: MoneySchema,
  net: MoneySchema,
  vat: MoneySchema,
  currency: CurrencySchema,
  /** What the purchase gives, one Polish line each. */
  includes: z.array(z.string()),
})
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>
export const CatalogueSchema = z.object({ items: z.array(CatalogueItemSchema) })
