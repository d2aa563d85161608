import { VAT_RATE_PERCENT } from '@app/contract/constants'

/** Money is integer grosze, gross (VAT included), in PLN (decision 0121). Free of zod. */

const PLN = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' })

function checkGrosze(grosze: number): void {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Not whole grosze: ${grosze}`)
}

/**
 * '697,00 zł', '12 345,60 zł'. Intl separates 'zł' and thousands with a no-break space
 * (U+00A0) and, for Polish, groups digits only from five of them on ('1497,00 zł').
 */
export function formatPln(grosze: number): string {
  checkGrosze(grosze)
  return PLN.format(grosze / 100)
}

export interface VatBreakdown {
  gross: number
  net: number
  vat: number
}

/**
 * The VAT line of a gross price: net = gross / (1 + rate) rounded half up to a grosz, VAT the
 * rest, so net + VAT is always exactly the gross paid (VAT computed from the gross total).
 */
export function vatBreakdown(gross: number, ratePercent: number = VAT_RATE_PERCENT): VatBreakdown {
  checkGrosze(gross)
  if (gross < 0) throw new RangeError(`Negative price: ${gross}`)
  const divisor = 100 + ratePercent
  // Integer arithmetic for round(gross * 100 / divisor), halves up.
  const net = Math.floor((gross * 200 + divisor) / (2 * divisor))
  return { gross, net, vat: gross - net }
}

/** What a yearly plan saves against twelve monthly payments: grosze and whole percent. */
export function savingOf(monthly: number, yearly: number): { amount: number; percent: number } {
  const twelve = 12 * monthly
  const amount = Math.max(0, twelve - yearly)
  return { amount, percent: twelve === 0 ? 0 : Math.round((amount * 100) / twelve) }
}

/** 'w tym 23% VAT: 130,33 zł': the line under a gross price on offers and at checkout. */
export function vatLine(gross: number, ratePercent: number = VAT_RATE_PERCENT): string {
  return `w tym ${ratePercent}% VAT: ${formatPln(vatBreakdown(gross, ratePercent).vat)}`
}
