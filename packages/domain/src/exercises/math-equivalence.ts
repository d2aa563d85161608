import {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cosDependencies,
  cotDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  log10Dependencies,
  logDependencies,
  multiplyDependencies,
  piDependencies,
  powDependencies,
  simplifyDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  type FactoryFunctionMap,
} from 'mathjs/number'
import { refuse, type Refusal } from './answer-refusal'
import { evaluate, nodeCount, type MathNode } from './math-ast'
import { parseExpression } from './math-parse'
import { mathjsText, previewText } from './math-print'
import { seededRandom } from '../shared/seeded-random'

export { expressionPreview, UNDERSTOOD_AS_PREFIX } from './math-print'

/**
 * Whether two expressions are the same function (issue 29, decision 0177): '2(x+1)' and '2x+2',
 * 'tg(x)' and 'sin(x)/cos(x)' are; '(x+1)^2' and 'x^2+1', 'sqrt(x^2)' and 'x' are not.
 *
 * Both are evaluated at 16 seeded points (every other one negative). A point where both are
 * defined and differ proves them different. When they agree at every point where both are defined
 * and at least 8 are, they are equivalent. When fewer than 8 of the 16 are defined, further
 * points of the same sequence are tried (up to 64, reaching further out); only when still fewer
 * than 8 are defined (a narrow domain: 'sqrt(x − 2000)') is mathjs's `simplify(a − b) = 0` asked. A zero from simplify never overrules a
 * point that differs: simplify turns (x^2)^(1/2) into x, which is false for negative x. So the
 * symbolic step is the tie-breaker, and it runs only on small trees (its time grows steeply with
 * the size: 10-250 ms at 30 nodes, 0.2 s at 70, 30 s at 150 on this shared machine), which
 * bounds every check.
 */

export const SAMPLE_POINTS = 16
export const MIN_DEFINED_POINTS = 8
/** Points tried in all when fewer than MIN_DEFINED_POINTS of the first 16 are defined. */
const MAX_POINTS = 64
const SEED = 29
const RELATIVE_TOLERANCE = 1e-9
/** The largest tree (both sides together) given to simplify. */
export const SYMBOLIC_NODE_LIMIT = 32

export const KEY_UNREADABLE = 'Nie możemy sprawdzić tej odpowiedzi: klucz zadania jest błędny.'

export type EquivalenceMethod = 'SAMPLING' | 'SYMBOLIC' | 'UNDECIDED'

export interface Equivalence {
  equivalent: boolean
  /** UNDECIDED: too few points defined and simplify could not show a − b = 0 (not equivalent). */
  method: EquivalenceMethod
  /** Points where both sides were defined (the first counterexample stops the count). */
  definedPoints: number
}

export interface ExpressionComparison extends Equivalence {
  refused: false
  /** The answer as read, for 'Rozumiem to jako: …'. */
  understoodAs: string
}

/** Compares an answer with a key in the key's variables; a refusal when either cannot be read. */
export function compareExpressions(
  answer: string,
  key: string,
  variables: readonly string[],
): ExpressionComparison | Refusal {
  const keyNode = parseExpression(key, variables)
  if (keyNode.refused) return refuse('INVALID_KEY', KEY_UNREADABLE)
  const answerNode = parseExpression(answer, variables)
  if (answerNode.refused) return answerNode
  return {
    refused: false,
    ...equivalentNodes(answerNode.node, keyNode.node, variables),
    understoodAs: previewText(answerNode.node),
  }
}

export function equivalentNodes(
  a: MathNode,
  b: MathNode,
  variables: readonly string[],
): Equivalence {
  let defined = 0
  for (const point of samplePoints(variables)) {
    const [x, y] = [evaluate(a, point.scope), evaluate(b, point.scope)]
    if (Number.isFinite(x) && Number.isFinite(y)) {
      if (!close(x, y)) return { equivalent: false, method: 'SAMPLING', definedPoints: defined }
      defined++
    }
    if (point.index + 1 >= SAMPLE_POINTS && defined >= MIN_DEFINED_POINTS) break
  }
  if (defined >= MIN_DEFINED_POINTS) {
    return { equivalent: true, method: 'SAMPLING', definedPoints: defined }
  }
  const zero = symbolicallyZero(a, b)
  return { equivalent: zero, method: zero ? 'SYMBOLIC' : 'UNDECIDED', definedPoints: defined }
}

function close(x: number, y: number): boolean {
  return Math.abs(x - y) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(x), Math.abs(y))
}

interface SamplePoint {
  index: number
  scope: Record<string, number>
}

/**
 * The seeded points: the first 16 with magnitudes from 0.1 to 50 (log-uniform), further ones up to
 * 1000 for a narrow domain ('sqrt(x − 60)'); the first variable's sign alternates, so every
 * other point is negative.
 */
function* samplePoints(variables: readonly string[]): Generator<SamplePoint> {
  const random = seededRandom(SEED)
  for (let index = 0; index < MAX_POINTS; index++) {
    const scope: Record<string, number> = {}
    variables.forEach((name, v) => {
      const magnitude = 0.1 * (index < SAMPLE_POINTS ? 500 : 10_000) ** random()
      const negative = v === 0 ? index % 2 === 1 : random() < 0.5
      scope[name] = negative ? -magnitude : magnitude
    })
    yield { index, scope }
  }
}

type Simplify = (expression: string) => { type: string; value?: unknown }
let simplifyOnce: Simplify | null = null

/**
 * mathjs limited to what simplify needs (number-only build, the functions of math-ast.ts), made
 * on first use; then, as its security notes advise, import, createUnit, evaluate, parse, simplify
 * and the like are replaced inside the instance so no expression could call them. The checker
 * never hands mathjs a student's text: only mathjsText of a tree the parser has checked.
 */
function limitedSimplify(): Simplify {
  if (simplifyOnce) return simplifyOnce
  const math = create(
    present({
      simplifyDependencies,
      addDependencies,
      subtractDependencies,
      multiplyDependencies,
      divideDependencies,
      powDependencies,
      unaryMinusDependencies,
      sqrtDependencies,
      absDependencies,
      expDependencies,
      logDependencies,
      log10Dependencies,
      sinDependencies,
      cosDependencies,
      tanDependencies,
      cotDependencies,
      asinDependencies,
      acosDependencies,
      atanDependencies,
      piDependencies,
      eDependencies,
    }),
  )
  const simplify = math.simplify
  const disabled = (name: string) => () => {
    throw new Error(`Function ${name} is disabled`)
  }
  math.import(
    Object.fromEntries(
      [
        'import',
        'createUnit',
        'evaluate',
        'parse',
        'compile',
        'simplify',
        'derivative',
        'resolve',
      ].map((name) => [name, disabled(name)]),
    ),
    { override: true },
  )
  simplifyOnce = (expression) => simplify(expression)
  return simplifyOnce
}

/** mathjs types each factory map as possibly undefined; every one used here exists. */
function present(maps: Record<string, FactoryFunctionMap | undefined>): FactoryFunctionMap {
  const all: FactoryFunctionMap = {}
  for (const [name, map] of Object.entries(maps)) {
    if (!map) throw new Error(`mathjs/number has no ${name}`)
    all[name] = map
  }
  return all
}

function symbolicallyZero(a: MathNode, b: MathNode): boolean {
  if (nodeCount(a) + nodeCount(b) > SYMBOLIC_NODE_LIMIT) return false
  try {
    const result = limitedSimplify()(`${mathjsText(a)} - ${mathjsText(b)}`)
    return result.type === 'ConstantNode' && result.value === 0
  } catch {
    return false
  }
}
