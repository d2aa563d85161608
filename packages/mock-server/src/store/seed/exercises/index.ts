import { BIOLOGY } from './biology'
import { CHEMISTRY } from './chemistry'
import { MATH } from './math'
import { PHYSICS } from './physics'
import { inSubject, type SeedExercise } from './seed-exercise'

export { PERSONA_EXERCISES } from './personas'
export type { SeedAuthor, SeedExercise } from './seed-exercise'

/** The shared bank: published exercises written by 'admin', by subject. */
export const EXERCISE_SEED: readonly SeedExercise[] = [
  ...MATH.map(inSubject('matematyka')),
  ...PHYSICS.map(inSubject('fizyka')),
  ...CHEMISTRY.map(inSubject('chemia')),
  ...BIOLOGY.map(inSubject('biologia')),
]
