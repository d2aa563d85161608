import { normalizeNip } from '@app/contract/commerce/nip'

/** Invoice details (decision 0121). The NIP check itself lives in the contract, for forms and API. */
export { isValidNip, normalizeNip } from '@app/contract/commerce/nip'

/** '123-456-32-18', as a NIP is printed on an invoice; any other text comes back as it was. */
export function formatNip(text: string): string {
  const digits = normalizeNip(text)
  if (digits === null) return text
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
}
