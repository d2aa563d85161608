import { FACTORIAL_MAX, type BinaryOperator } from './math-ast'

/**
 * The first steps of reading an expression (math-parse.ts): its characters as tokens, Polish
 * ones included ('·', ':', '−', '²', '√', a decimal comma), and its brackets checked before
 * anything else, so a missing one is what the student is told about.
 */

const NOT_UNDERSTOOD = 'Nie rozumiem tego wyrażenia'
export const EXPRESSION_TEXT = {
  missingClose: `${NOT_UNDERSTOOD}: brakuje nawiasu zamykającego.`,
  missingOpen: `${NOT_UNDERSTOOD}: brakuje nawiasu otwierającego.`,
  mismatched: `${NOT_UNDERSTOOD}: nawiasy do siebie nie pasują.`,
  missingBar: `${NOT_UNDERSTOOD}: brakuje kreski „|” zamykającej wartość bezwzględną.`,
  emptyBrackets: `${NOT_UNDERSTOOD}: nawiasy są puste.`,
  comma: `${NOT_UNDERSTOOD}: przecinek oddziela tylko część dziesiętną liczby; argumenty funkcji oddziel średnikiem, np. log(8; 2).`,
  semicolon: `${NOT_UNDERSTOOD}: średnik oddziela tylko argumenty funkcji, np. log(8; 2).`,
  numbersTogether: `${NOT_UNDERSTOOD}: przed liczbą brakuje działania, np. „·”.`,
  character: (c: string) => `${NOT_UNDERSTOOD}: znak „${c}” jest tu niedozwolony.`,
  equals: 'Wpisz samo wyrażenie, bez znaku „=”, np. 2x + 2.',
  after: (op: string) => `${NOT_UNDERSTOOD}: po „${op}” brakuje liczby lub zmiennej.`,
  before: (token: string) => `${NOT_UNDERSTOOD}: przed „${token}” brakuje liczby lub zmiennej.`,
  unknownFunction: (name: string) =>
    `Nie znam funkcji „${name}”. Możesz użyć: sin, cos, tg, ctg, ln, log, sqrt, abs, exp.`,
  needsBracket: (name: string) => `Po nazwie funkcji napisz nawias, np. ${name}(x).`,
  arity: (name: string) =>
    name === 'log'
      ? 'Funkcja log przyjmuje jeden argument albo dwa: log(x; podstawa).'
      : `Funkcja ${name} przyjmuje jeden argument.`,
  exponentTooBig: 'Tego wyrażenia nie sprawdzę: wykładnik jest za duży (najwyżej 1000).',
  factorial: `Tego wyrażenia nie sprawdzę: silnię liczę tylko dla liczb naturalnych do ${FACTORIAL_MAX}.`,
  notComputable:
    'Tego wyrażenia nie da się obliczyć: wychodzi liczba za duża albo nieokreślona (np. dzielenie przez zero).',
} as const

export type Token =
  | { type: 'number'; value: number; text: string }
  | { type: 'word'; text: string }
  | { type: 'op'; op: BinaryOperator | '!'; text: string }
  | { type: 'open'; bracket: string; text: string }
  | { type: 'close'; bracket: string; text: string }
  | { type: 'separator'; text: string }
  | { type: 'bar'; text: string }
  | { type: 'root'; text: string }

/** A reason the text cannot be read; the parser turns it into a refusal. */
export class ParseError extends Error {}

const OPERATORS: Readonly<Record<string, BinaryOperator | '!'>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '·': '*',
  '×': '*',
  '⋅': '*',
  '∙': '*',
  '/': '/',
  ':': '/',
  '÷': '/',
  '^': '^',
  '!': '!',
}
const CLOSING: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' }

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i] as string
    const rest = text.slice(i)
    const number = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)/.exec(rest)
    const word = /^[A-Za-zπ]+/.exec(rest)
    if (/\s/.test(c)) {
      i++
    } else if (number) {
      const digits = number[0].replace(',', '.')
      tokens.push({ type: 'number', value: Number(digits), text: number[0] })
      i += number[0].length
    } else if (word) {
      tokens.push({ type: 'word', text: word[0] })
      i += word[0].length
    } else if (rest.startsWith('**')) {
      tokens.push({ type: 'op', op: '^', text: '^' })
      i += 2
    } else if (c === '²' || c === '³') {
      tokens.push({ type: 'op', op: '^', text: '^' })
      tokens.push({ type: 'number', value: c === '²' ? 2 : 3, text: c === '²' ? '2' : '3' })
      i++
    } else {
      const op = OPERATORS[c]
      if (op) tokens.push({ type: 'op', op, text: c })
      else if (c in CLOSING) tokens.push({ type: 'open', bracket: c, text: c })
      else if (')]}'.includes(c)) tokens.push({ type: 'close', bracket: c, text: c })
      else if (c === ';') tokens.push({ type: 'separator', text: c })
      else if (c === '|') tokens.push({ type: 'bar', text: c })
      else if (c === '√') tokens.push({ type: 'root', text: c })
      else if (c === ',' || c === '.') throw new ParseError(EXPRESSION_TEXT.comma)
      else if (c === '=') throw new ParseError(EXPRESSION_TEXT.equals)
      else throw new ParseError(EXPRESSION_TEXT.character(c))
      i++
    }
  }
  return tokens
}

/** Brackets first, so a missing one is named before anything it breaks. */
export function checkBrackets(tokens: readonly Token[]): void {
  const open: string[] = []
  let bars = 0
  for (const token of tokens) {
    if (token.type === 'open') open.push(token.bracket)
    if (token.type === 'bar') bars++
    if (token.type === 'close') {
      const last = open.pop()
      if (last === undefined) throw new ParseError(EXPRESSION_TEXT.missingOpen)
      if (CLOSING[last] !== token.bracket) throw new ParseError(EXPRESSION_TEXT.mismatched)
    }
  }
  if (open.length > 0) throw new ParseError(EXPRESSION_TEXT.missingClose)
  if (bars % 2 === 1) throw new ParseError(EXPRESSION_TEXT.missingBar)
}
