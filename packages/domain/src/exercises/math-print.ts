import { formatPolishNumber, type Refusal } from './answer-refusal'
import { evaluate, type FunctionName, type MathNode } from './math-ast'
import { parseExpression } from './math-parse'

/**
 * An expression written back out: for the student, the live preview 'Rozumiem to jako: 2·(x + 1)'
 * (plain text with '·', '−', '√', 'π', the Polish tg/ctg and a decimal comma; every implicit
 * product shown and every grouping that is not obvious bracketed: '1/2x' → '(1/2)·x'); for
 * mathjs, fully bracketed text of the same tree. Free of mathjs, so a page can show the preview
 * without loading it (decision 0177).
 */

/** The words before a preview on the exercise page. */
export const UNDERSTOOD_AS_PREFIX = 'Rozumiem to jako: '

const SHOWN_NAMES: Readonly<Record<FunctionName, string>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tg',
  cot: 'ctg',
  asin: 'arcsin',
  acos: 'arccos',
  atan: 'arctg',
  ln: 'ln',
  log: 'log',
  sqrt: '√',
  abs: '|',
  exp: 'exp',
  factorial: '!',
}

/** Binding strength: sums 1, products 2, a minus sign 3, powers 4, atoms and calls 5. */
function strength(node: MathNode): number {
  if (node.kind === 'binary')
    return node.op === '^' ? 4 : node.op === '*' || node.op === '/' ? 2 : 1
  if (node.kind === 'negate') return 3
  return 5
}

const bracket = (text: string, needed: boolean) => (needed ? `(${text})` : text)

/** The preview text of a read expression: '2·(x + 1)', 'sin(x)^2 + cos(x)^2', '(1/2)·x'. */
export function previewText(node: MathNode): string {
  switch (node.kind) {
    case 'number':
      return formatPolishNumber(node.value)
    case 'variable':
      return node.name
    case 'constant':
      return node.name === 'pi' ? 'π' : 'e'
    case 'negate':
      return `−${bracket(previewText(node.arg), strength(node.arg) <= 3)}`
    case 'call':
      return previewCall(node.fn, node.args)
    case 'binary': {
      const left = previewText(node.left)
      const right = previewText(node.right)
      const l = strength(node.left)
      const r = strength(node.right)
      switch (node.op) {
        case '+':
          return `${left} + ${bracket(right, r <= 1 || r === 3)}`
        case '-':
          return `${left} − ${bracket(right, r <= 1 || r === 3)}`
        case '*': {
          const leftIsQuotient = node.left.kind === 'binary' && node.left.op === '/'
          // a·(b·c) and a·(b/c) equal a·b·c and a·b/c: only sums and signs are bracketed.
          return `${bracket(left, l < 2 || leftIsQuotient)}·${bracket(right, r <= 1 || r === 3)}`
        }
        case '/':
          return `${bracket(left, l < 2)}/${bracket(right, r <= 3)}`
        case '^':
          return `${bracket(left, l <= 4)}^${bracket(right, r < 5)}`
      }
    }
  }
}

function previewCall(fn: FunctionName, args: readonly MathNode[]): string {
  const [first = { kind: 'number', value: 0 }] = args
  const text = args.map(previewText)
  if (fn === 'abs') return `|${text[0]}|`
  if (fn === 'sqrt') return `√(${text[0]})`
  if (fn === 'factorial') return `${bracket(text[0] ?? '', strength(first) < 5)}!`
  return `${SHOWN_NAMES[fn]}(${text.join('; ')})`
}

const MATHJS_NAMES: Readonly<Record<Exclude<FunctionName, 'factorial'>, string>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  asin: 'asin',
  acos: 'acos',
  atan: 'atan',
  ln: 'log',
  log: 'log10',
  sqrt: 'sqrt',
  abs: 'abs',
  exp: 'exp',
}

/**
 * mathjs's text of the tree, every operation bracketed. Variables are renamed (x → v_x) so none
 * meets a mathjs constant (e, i); n! is its value (the parser allows only whole n ≤ 20).
 */
export function mathjsText(node: MathNode): string {
  switch (node.kind) {
    case 'number':
      return String(node.value)
    case 'variable':
      return `v_${node.name}`
    case 'constant':
      return node.name
    case 'negate':
      return `(-${mathjsText(node.arg)})`
    case 'binary':
      return `(${mathjsText(node.left)} ${node.op} ${mathjsText(node.right)})`
    case 'call': {
      if (node.fn === 'factorial') return String(evaluate(node, {}))
      const args = node.args.map(mathjsText)
      // log(x; b) is mathjs's log(x, b); log(x) is base 10.
      if (node.fn === 'log' && args.length === 2) return `log(${args.join(', ')})`
      return `${MATHJS_NAMES[node.fn]}(${args.join(', ')})`
    }
  }
}

/** The live preview of a typed expression ('2(x+1)' → '2·(x + 1)'), or why it cannot be read. */
export function expressionPreview(
  text: string,
  variables: readonly string[] = ['x'],
): { refused: false; text: string } | Refusal {
  const parsed = parseExpression(text, variables)
  return parsed.refused ? parsed : { refused: false, text: previewText(parsed.node) }
}
