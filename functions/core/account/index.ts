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
  setPasswordWithToken,
  setPasswordTokenInfo,
} from './password-flows';
export { hashPassword } from './passwords';
export { SESSION_COOKIE, clearedSessionCookie, sessionCookie, signSessionToken } from './session-token';
export { daysLeft, effectiveStatus, toPublicUser } from './users';
export { withTeamPlan } from './team-plan';
export { resendVerification, sendVerification, verifyEmail } from './verification';
export { logoUpload, reportProfileOf, updateReportProfile } from './report-profile';
export { profileOf, updateProfile } from './profile';
export { userAgentOf } from './session-device';
export { revokeOtherSessions, revokeOwnSession, sessionsOf } from './user-sessions';
export { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor';
export { ownAccount } from './own-account';
