import { z } from 'zod'
import { COMMERCE_TEXT } from './commerce.text'
import { isValidNip, normalizeNip } from './nip'

/** Invoice details: as asked for at checkout, and as the order keeps them. */

/** The NIP as typed (spaces, hyphens, 'PL' allowed); the parsed value is its 10 digits. */
export const NipInputSchema = z
  .string()
  .max(20, COMMERCE_TEXT.nip)
  .refine(isValidNip, COMMERCE_TEXT.nip)
  .transform((nip) => normalizeNip(nip) as string)

export const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{3}$/, COMMERCE_TEXT.postalCode)

export const InvoiceAddressSchema = z
  .object({
    street: z.string().trim().min(3, COMMERCE_TEXT.street).max(200, COMMERCE_TEXT.street),
    postalCode: PostalCodeSchema,
    city: z.string().trim().min(2, COMMERCE_TEXT.city).max(100, COMMERCE_TEXT.city),
  })
  .strict()

/** Invoice details, optional at checkout; without a NIP the invoice is a private person's. */
export const InvoiceRequestSchema = z
  .object({
    name: z.string().trim().min(2, COMMERCE_TEXT.invoiceName).max(200, COMMERCE_TEXT.invoiceName),
    /** An empty field means no NIP, so a form can use this schema as it is. */
    nip: z.preprocess((v) => (v === '' ? undefined : v), NipInputSchema.optional()),
    address: InvoiceAddressSchema,
  })
  .strict()
export type InvoiceRequest = z.input<typeof InvoiceRequestSchema>

export const InvoiceSchema = z.object({
  name: z.string(),
  nip: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
})
export type Invoice = z.infer<typeof InvoiceSchema>
