/** The user area's workflows: the profile and settings, the initial quiz, the account itself. */
export { deleteAccount, grantFeature, requestAvatarUpload } from './account'
export { exportAccount } from './account-export'
export {
  getSettings,
  saveExerciseFilters,
  sendNotification,
  updateSettings,
  whoami,
} from './profile'
export { getQuizProgress, saveQuizProgress, submitInitialQuiz } from './quiz'
