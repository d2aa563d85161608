import {
  ANSWER_EMPTY,
  ANSWER_MAX_LENGTH,
  ANSWER_TOO_LONG,
  refuse,
  useVariablesMessage,
  type Refusal,
} from './answer-refusal'
import {
  evaluate,
  FACTORIAL_MAX,
  FUNCTION_ARITY,
  FUNCTION_NAMES,
  type BinaryOperator,
  type FunctionName,
  type MathNode,
} from './math-ast'
import { checkBrackets, EXPRESSION_TEXT, ParseError, tokenize, type Token } from './math-tokens'

export { EXPRESSION_TEXT } from './math-tokens'

/**
 * Reads an expression as a Polish student types it (issue 29): '2(x+1)', '0,5x', 'tg(x)',
 * 'log(8; 2)', 'x²', '√x', '|x − 1|'. Implicit multiplication binds like '·' (left to right:
 * '1/2x' is (1/2)·x, which the preview shows). Anything it cannot read is refused with a Polish
 * reason, and so is anything too costly to check: an exponent above 1000 ('9^9^9') or n! beyond 20.
 */

/** The largest constant exponent taken: 2^1000 is still a double, 9^(9^9) is not checked. */
export const EXPONENT_MAX = 1000

export interface ParsedExpression {
  refused: false
  node: MathNode
}

/** Function names, longest first, to find one a student wrote without its bracket ('sinx'). */
const NAMES_LONGEST_FIRST = Object.keys(FUNCTION_NAMES).sort((a, b) => b.length - a.length)

/** The expression of a text in the given variables (e.g. ['x']), or why it cannot be read. */
export function parseExpression(
  text: string,
  variables: readonly string[],
): ParsedExpression | Refusal {
  if (text.length > ANSWER_MAX_LENGTH) return refuse('INVALID_INPUT', ANSWER_TOO_LONG)
  if (text.trim() === '') return refuse('INVALID_INPUT', ANSWER_EMPTY)
  try {
    const tokens = tokenize(text)
    checkBrackets(tokens)
    const node = new Parser(tokens, variables).parse()
    checkBounds(node)
    return { refused: false, node }
  } catch (error) {
    if (error instanceof ParseError) return refuse('UNREADABLE', error.message)
    throw error
  }
}

class Parser {
  private index = 0
  private absDepth = 0

  constructor(
    private readonly tokens: readonly Token[],
    private readonly variables: readonly string[],
  ) {}

  parse(): MathNode {
    const node = this.sum()
    const left = this.peek()
    if (left?.type === 'separator') throw new ParseError(EXPRESSION_TEXT.semicolon)
    if (left) throw new ParseError(EXPRESSION_TEXT.before(left.text))
    return node
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset]
  }

  private isOp(op: string): boolean {
    const token = this.peek()
    return token?.type === 'op' && token.op === op
  }

  private sum(): MathNode {
    let left = this.term()
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.tokens[this.index++] as { op: '+' | '-' }
      left = { kind: 'binary', op: op.op, left, right: this.term() }
    }
    return left
  }

  private term(): MathNode {
    let left = this.unary()
    for (;;) {
      const token = this.peek()
      if (this.isOp('*') || this.isOp('/')) {
        this.index++
        const op = token?.type === 'op' && token.op === '/' ? '/' : '*'
        left = { kind: 'binary', op, left, right: this.unary() }
      } else if (this.startsImplicitFactor(token)) {
        if (token?.type === 'number') throw new ParseError(EXPRESSION_TEXT.numbersTogether)
        left = { kind: 'binary', op: '*', left, right: this.power() }
      } else {
        return left
      }
    }
  }

  private startsImplicitFactor(token: Token | undefined): boolean {
    if (!token) return false
    if (token.type === 'bar') return this.absDepth === 0
    return (
      token.type === 'number' ||
      token.type === 'word' ||
      token.type === 'open' ||
      token.type === 'root'
    )
  }

  private unary(): MathNode {
    if (this.isOp('-')) {
      this.index++
      return { kind: 'negate', arg: this.unary() }
    }
    if (this.isOp('+')) {
      this.index++
      return this.unary()
    }
    return this.power()
  }

  private power(): MathNode {
    const base = this.postfix()
    if (!this.isOp('^')) return base
    this.index++
    return { kind: 'binary', op: '^', left: base, right: this.unary() }
  }

  private postfix(): MathNode {
    let node = this.primary()
    while (this.isOp('!')) {
      this.index++
      node = { kind: 'call', fn: 'factorial', args: [node] }
    }
    return node
  }

  private primary(): MathNode {
    const token = this.peek()
    if (!token || token.type === 'op' || token.type === 'close' || token.type === 'separator') {
      throw new ParseError(this.operandMissing(token))
    }
    this.index++
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value }
      case 'root':
        return { kind: 'call', fn: 'sqrt', args: [this.postfix()] }
      case 'bar': {
        this.absDepth++
        const inner = this.sum()
        this.absDepth--
        if (this.peek()?.type !== 'bar') throw new ParseError(EXPRESSION_TEXT.missingBar)
        this.index++
        return { kind: 'call', fn: 'abs', args: [inner] }
      }
      case 'open': {
        if (this.peek()?.type === 'close') throw new ParseError(EXPRESSION_TEXT.emptyBrackets)
        const inner = this.sum()
        this.closeBracket()
        return inner
      }
      case 'word':
        return this.word(token.text)
    }
  }

  private operandMissing(token: Token | undefined): string {
    const previous = this.tokens[this.index - 1]
    if (token === undefined && previous) return EXPRESSION_TEXT.after(previous.text)
    return EXPRESSION_TEXT.before(token?.text ?? '')
  }

  private closeBracket(): void {
    const token = this.peek()
    if (token?.type === 'separator') throw new ParseError(EXPRESSION_TEXT.semicolon)
    if (token?.type !== 'close') throw new ParseError(EXPRESSION_TEXT.missingClose)
    this.index++
  }

  /** A run of letters: a function, or a product of variables and constants ('2xy', 'πr'). */
  private word(text: string): MathNode {
    const nextIsOpen = this.peek()?.type === 'open'
    const factors: MathNode[] = []
    let j = 0
    while (j < text.length) {
      const rest = text.slice(j)
      const fn = FUNCTION_NAMES[rest.toLowerCase()]
      if (fn && nextIsOpen) {
        factors.push(this.call(fn, rest))
        break
      }
      const c = text[j] as string
      if ((rest.startsWith('pi') && !this.variables.includes('p')) || c === 'π') {
        factors.push({ kind: 'constant', name: 'pi' })
        j += c === 'π' ? 1 : 2
      } else if (this.variables.includes(c)) {
        factors.push({ kind: 'variable', name: c })
        j++
      } else if (c === 'e') {
        factors.push({ kind: 'constant', name: 'e' })
        j++
      } else {
        throw new ParseError(this.wordError(text, nextIsOpen))
      }
    }
    return factors.reduce((left, right) => ({ kind: 'binary', op: '*', left, right }))
  }

  private wordError(text: string, nextIsOpen: boolean): string {
    const lower = text.toLowerCase()
    const named = NAMES_LONGEST_FIRST.find((name) => lower.includes(name))
    // 'ysin(x)': the function is read; the letters before it are the trouble.
    if (nextIsOpen && named && lower.endsWith(named)) return useVariablesMessage(this.variables)
    if (named && !nextIsOpen) return EXPRESSION_TEXT.needsBracket(named)
    if (text.length > 1 && nextIsOpen) return EXPRESSION_TEXT.unknownFunction(text)
    return useVariablesMessage(this.variables)
  }

  private call(fn: FunctionName, typed: string): MathNode {
    this.index++ // the opening bracket
    if (this.peek()?.type === 'close') throw new ParseError(EXPRESSION_TEXT.emptyBrackets)
    const args = [this.sum()]
    while (this.peek()?.type === 'separator') {
      this.index++
      args.push(this.sum())
    }
    if (this.peek()?.type !== 'close') throw new ParseError(EXPRESSION_TEXT.missingClose)
    this.index++
    if (!FUNCTION_ARITY[fn].includes(args.length)) {
      throw new ParseError(EXPRESSION_TEXT.arity(typed.toLowerCase()))
    }
    return { kind: 'call', fn, args }
  }
}

/**
 * Refuses what would cost too much or mean nothing: a constant exponent above EXPONENT_MAX,
 * n! of anything but a whole number up to FACTORIAL_MAX, a constant part that is not a finite
 * number ('10^400', '1/0', 'sqrt(-4)'). Returns the node's value when it is constant.
 */
function checkBounds(node: MathNode): number | null {
  switch (node.kind) {
    case 'number':
      return node.value
    case 'constant':
      return node.name === 'pi' ? Math.PI : Math.E
    case 'variable':
      return null
    case 'negate': {
      const value = checkBounds(node.arg)
      return value === null ? null : -value
    }
    case 'binary': {
      const left = checkBounds(node.left)
      const right = checkBounds(node.right)
      if (node.op === '^' && right !== null && !(Math.abs(right) <= EXPONENT_MAX)) {
        throw new ParseError(EXPRESSION_TEXT.exponentTooBig)
      }
      if (left === null || right === null) return null
      return finite(applyBinary(node.op, left, right))
    }
    case 'call': {
      const args = node.args.map(checkBounds)
      if (node.fn === 'factorial') {
        const n = args[0]
        if (n === null || n === undefined || !Number.isInteger(n) || n < 0 || n > FACTORIAL_MAX) {
          throw new ParseError(EXPRESSION_TEXT.factorial)
        }
      }
      if (args.some((arg) => arg === null)) return null
      return finite(applyCall(node, args as number[]))
    }
  }
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new ParseError(EXPRESSION_TEXT.notComputable)
  return value
}

function applyBinary(op: BinaryOperator, left: number, right: number): number {
  const node: MathNode = {
    kind: 'binary',
    op,
    left: { kind: 'number', value: left },
    right: { kind: 'number', value: right },
  }
  return evaluateConstant(node)
}

function applyCall(node: MathNode & { kind: 'call' }, args: number[]): number {
  return evaluateConstant({
    ...node,
    args: args.map((value): MathNode => ({ kind: 'number', value })),
  })
}

const evaluateConstant = (node: MathNode) => evaluate(node, {})
