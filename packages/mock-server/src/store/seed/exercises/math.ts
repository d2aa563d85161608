import { MATH_ALGEBRA } from './math-algebra'
import { MATH_EXTENDED } from './math-extended'
import { MATH_GEOMETRY } from './math-geometry'
import type { ExerciseDraft } from './seed-exercise'

/** Math: liceum and matura podstawowa first, then matura rozszerzona. */
export const MATH: readonly ExerciseDraft[] = [...MATH_ALGEBRA, ...MATH_GEOMETRY, ...MATH_EXTENDED]
