/** The tasks tool's workflows (issue 29): the bank, answers, hints, authoring, review, pictures. */
export { attempt } from './attempts'
export { requestImageUpload } from './images'
export { listExercises, reviewQueue } from './list'
export { getExercise, getExerciseSource } from './read'
export { revealHint, revealSolution } from './reveal'
export { reviewExercise, submitExercise } from './review'
export { createExercise, deleteExercise, updateExercise } from './write'
