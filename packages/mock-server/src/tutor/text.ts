/** Text helpers of the rule-based tutor: matching what the student typed and formatting numbers. */

/** Lower case with Polish diacritics folded ('Stężenie' → 'stezenie'), so keywords match however typed. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '')
}

/** FNV-1a (32 bits) of a string: the seed of one answer's wording and timing. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** One of `options`, the same for the same seed. */
export function pick<T>(options: readonly [T, ...T[]], seed: number): T {
  return options[seed % options.length] ?? options[0]
}

/** A hint line under a question. */
export const hint = (text: string) => `> **Podpowiedź:** ${text}`

/** Whether any pattern matches; the number of patterns that do is a topic's score. */
export const countMatches = (folded: string, patterns: readonly RegExp[]) =>
  patterns.filter((pattern) => pattern.test(folded)).length

const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`
const NUMBERS = new RegExp(
  String.raw`\\frac\{(${NUMBER})\}\{(${NUMBER})\}|(${NUMBER})\s*\/\s*(${NUMBER})|(${NUMBER})(\s*%)?`,
  'g',
)
const toNumber = (text: string) => Number(text.replace(',', '.'))

/**
 * The numbers a student wrote: integers, decimals with a comma or a dot, fractions (`3/5`,
 * `\frac{3}{5}`) as their value, and percentages flagged. Exponents (`x^2`), the index of `x_1`
 * and the digits of a chemical formula (`H_2O`, `CO2`) are not numbers the student gives.
 */
export function numbersIn(text: string): { value: number; percent: boolean }[] {
  const cleaned = text
    .replace(/([A-Z][a-z]?)_?\{?\d+\}?/g, '$1')
    .replace(/\^\s*\{?\d+\}?|²|³/g, ' ')
    .replace(/\b([a-z])_?\{?[0-9]\}?(?=\s*[=:,)]|\s+(?:to|wynosi|jest|=))/gi, '$1')
    .replace(/(\d)\s+(?=\d{3}\b)/g, '$1')
  const found: { value: number; percent: boolean }[] = []
  for (const match of cleaned.matchAll(NUMBERS)) {
    const [, fracTop, fracBottom, slashTop, slashBottom, plain, percent] = match
    if (fracTop !== undefined && fracBottom !== undefined)
      found.push({ value: toNumber(fracTop) / toNumber(fracBottom), percent: false })
    else if (slashTop !== undefined && slashBottom !== undefined)
      found.push({ value: toNumber(slashTop) / toNumber(slashBottom), percent: false })
    else if (plain !== undefined) found.push({ value: toNumber(plain), percent: Boolean(percent) })
  }
  return found.filter((n) => Number.isFinite(n.value))
}

/** A result the student should reach; `percent`: a fraction (0.25) that may be written as 25%. */
export interface Expected {
  value: number
  percent?: boolean
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.005)

/** How many of `expected` the student's numbers hit (each number counts once). */
export function matchedCount(
  numbers: readonly { value: number; percent: boolean }[],
  expected: readonly Expected[],
): number {
  const left = [...numbers]
  let hits = 0
  for (const want of expected) {
    const index = left.findIndex(
      (n) =>
        close(n.value, want.value) ||
        (want.percent === true && close(n.value / 100, want.value)) ||
        (n.percent && close(n.value / 100, want.value)),
    )
    if (index === -1) continue
    hits++
    left.splice(index, 1)
  }
  return hits
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

/** A number for KaTeX: decimal comma in braces (`0{,}5`), rounded to `digits`. */
export function texNumber(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits))
  return String(rounded).replace('.', '{,}')
}

/** A number for plain text: decimal comma. */
export const plainNumber = (value: number, digits = 2) =>
  String(Number(value.toFixed(digits))).replace('.', ',')

/** p/q reduced, as KaTeX: `3`, `-\frac{1}{2}`. */
export function texFraction(p: number, q: number): string {
  if (q === 0) throw new RangeError('Zero denominator')
  const sign = p * q < 0 ? '-' : ''
  const divisor = gcd(Math.abs(p), Math.abs(q))
  const top = Math.abs(p) / divisor
  const bottom = Math.abs(q) / divisor
  return bottom === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${bottom}}`
}

/** A message that only thanks ('dzięki!', 'dziękuję bardzo'); 'ok' may be a yes to an offer. */
export const isThanks = (folded: string) =>
  /^\W*(dzieki|dziekuje|dziekujemy|thx|thanks)\b[\w\s!.]{0,20}$/.test(folded.trim())

export const THANKS_ANSWER =
  'Nie ma sprawy! Daj znać, gdy będziesz chcieć przećwiczyć coś jeszcze – chętnie pomogę.'

/** Whether the student says they do not know or gives up. */
export const saysDontKnow = (folded: string) =>
  /\b(nie wiem|nie mam pojecia|nie rozumiem|nie umiem|nie potrafie|nie pamietam|pomocy|podaj (wynik|odpowiedz|rozwiazanie))\b/.test(
    folded,
  )
