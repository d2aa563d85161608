import { expressionPreview } from '@app/domain/exercises/math-equivalence'

/**
 * The domain's reading of a typed expression, for 'Rozumiem to jako: …'. Imported lazily (see
 * ./expression-preview.tsx): the expression checker stays out of every other page's code.
 */
export type ExpressionReading = { ok: true; text: string } | { ok: false; reason: string }

export function readExpression(text: string, variables: readonly string[]): ExpressionReading {
  const reading = expressionPreview(text, variables.length > 0 ? variables : undefined)
  return reading.refused ? { ok: false, reason: reading.message } : { ok: true, text: reading.text }
}
