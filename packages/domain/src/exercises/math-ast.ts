/**
 * A math expression as the checker reads it (math-parse.ts) and evaluates it at sample points.
 * Real numbers only: a square root of a negative number, a logarithm of zero or 0/0 is NaN, so a
 * point where an expression is undefined is told apart from one where it has a value.
 */

export type FunctionName =
  | 'sin'
  | 'cos'
  | 'tan'
  | 'cot'
  | 'asin'
  | 'acos'
  | 'atan'
  | 'ln'
  | 'log'
  | 'sqrt'
  | 'abs'
  | 'exp'
  | 'factorial'

export type BinaryOperator = '+' | '-' | '*' | '/' | '^'

export type MathNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'constant'; name: 'pi' | 'e' }
  | { kind: 'negate'; arg: MathNode }
  | { kind: 'binary'; op: BinaryOperator; left: MathNode; right: MathNode }
  /** log takes one argument (base 10) or two: log(x; base). */
  | { kind: 'call'; fn: FunctionName; args: MathNode[] }

/** The names a student may type, Polish first (tg, ctg, arctg), and what they mean. */
export const FUNCTION_NAMES: Readonly<Record<string, FunctionName>> = {
  sin: 'sin',
  cos: 'cos',
  tg: 'tan',
  tan: 'tan',
  ctg: 'cot',
  cot: 'cot',
  cotg: 'cot',
  arcsin: 'asin',
  asin: 'asin',
  arccos: 'acos',
  acos: 'acos',
  arctg: 'atan',
  arctan: 'atan',
  atan: 'atan',
  ln: 'ln',
  log: 'log',
  sqrt: 'sqrt',
  abs: 'abs',
  exp: 'exp',
  factorial: 'factorial',
}

/** How many arguments each function takes. */
export const FUNCTION_ARITY: Readonly<Record<FunctionName, readonly number[]>> = {
  sin: [1],
  cos: [1],
  tan: [1],
  cot: [1],
  asin: [1],
  acos: [1],
  atan: [1],
  ln: [1],
  log: [1, 2],
  sqrt: [1],
  abs: [1],
  exp: [1],
  factorial: [1],
}

/** The largest n of n! (20! is still exact in a double). */
export const FACTORIAL_MAX = 20

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > FACTORIAL_MAX) return Number.NaN
  let result = 1
  for (let k = 2; k <= n; k++) result *= k
  return result
}

const APPLY: Readonly<Record<FunctionName, (args: number[]) => number>> = {
  sin: ([x = 0]) => Math.sin(x),
  cos: ([x = 0]) => Math.cos(x),
  tan: ([x = 0]) => Math.tan(x),
  cot: ([x = 0]) => 1 / Math.tan(x),
  asin: ([x = 0]) => Math.asin(x),
  acos: ([x = 0]) => Math.acos(x),
  atan: ([x = 0]) => Math.atan(x),
  ln: ([x = 0]) => Math.log(x),
  log: ([x = 0, base]) =>
    base === undefined
      ? Math.log10(x)
      : base > 0 && base !== 1
        ? Math.log(x) / Math.log(base)
        : NaN,
  sqrt: ([x = 0]) => Math.sqrt(x),
  abs: ([x = 0]) => Math.abs(x),
  exp: ([x = 0]) => Math.exp(x),
  factorial: ([x = 0]) => factorial(x),
}

/** The value at a point (variable → number); NaN or ±Infinity where undefined. */
export function evaluate(node: MathNode, scope: Readonly<Record<string, number>>): number {
  switch (node.kind) {
    case 'number':
      return node.value
    case 'variable':
      return scope[node.name] ?? Number.NaN
    case 'constant':
      return node.name === 'pi' ? Math.PI : Math.E
    case 'negate':
      return -evaluate(node.arg, scope)
    case 'call':
      return APPLY[node.fn](node.args.map((arg) => evaluate(arg, scope)))
    case 'binary': {
      const left = evaluate(node.left, scope)
      const right = evaluate(node.right, scope)
      switch (node.op) {
        case '+':
          return left + right
        case '-':
          return left - right
        case '*':
          return left * right
        case '/':
          return left / right
        case '^':
          return left ** right
      }
    }
  }
}

/** Whether the node holds no variable (its value is the same everywhere). */
export function isConstant(node: MathNode): boolean {
  switch (node.kind) {
    case 'variable':
      return false
    case 'number':
    case 'constant':
      return true
    case 'negate':
      return isConstant(node.arg)
    case 'binary':
      return isConstant(node.left) && isConstant(node.right)
    case 'call':
      return node.args.every(isConstant)
  }
}

export function nodeCount(node: MathNode): number {
  switch (node.kind) {
    case 'negate':
      return 1 + nodeCount(node.arg)
    case 'binary':
      return 1 + nodeCount(node.left) + nodeCount(node.right)
    case 'call':
      return node.args.reduce((sum, arg) => sum + nodeCount(arg), 1)
    default:
      return 1
  }
}
