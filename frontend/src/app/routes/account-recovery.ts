/**
 * The password recovery pages, one lazy chunk: a shopper who opens one goes through the others
 * (Forgot Password → code → new password), and one entry less keeps the home page's code small.
 */
export { ForgotPasswordRoute } from './forgot-password';
export { VerificationOtpRoute } from './verification-otp';
export { ResetPasswordRoute } from './reset-password';
