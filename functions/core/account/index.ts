export { DEVICE_COOKIE, deviceCookie, login, logout, resolveSession, startSession } from './auth';
export type { ActiveSession, SignedIn } from './auth';
export { accountStatus } from './email-checks';
export { MAIL_JOB, runMailJob } from './mail-jobs';
export {
  changePassword,
  checkResetToken,
  forgotPassword,
  needsPassword,
  resetPassword,
} from './password-flows';
export { hashPassword } from './passwords';
export { SESSION_COOKIE, clearedSessionCookie, sessionCookie } from './session-token';
export { daysLeft, effectiveStatus, toPublicUser } from './users';
export { resendVerification, sendVerification, verifyEmail } from './verification';
export { logoUpload, reportProfileOf, updateReportProfile } from './report-profile';
