/** The auth area's workflows: accounts from activation links, e-mail verification, password reset. */
export { changePassword, checkPasswordReset, resetPassword } from './password-reset'
export { sendVerificationCode, verifyEmail } from './email-verification'
export { getActivation, getPublicUser, signup, signupSaas } from './sign-up'
