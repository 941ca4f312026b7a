import { loginRequest } from '#shared/schemas/auth';
import {
  changePasswordRequest,
  conseillerSetupRequest,
  createCheckoutRequest,
  createInternationalCheckoutRequest,
  emailQuery,
  forgotPasswordRequest,
  internationalSetupRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  resubscriptionRequest,
  tokenQuery,
} from '#shared/schemas/account';
import { adminUserQuery, disableAccountRequest } from '#shared/schemas/admin';
import {
  enrichRecommendationsRequest,
  listAnalysesQuery,
  regulationsQuery,
  saveAnalysisRequest,
  startAnalysisRequest,
  uploadsRequest,
} from '#shared/schemas/analysis';
import {
  createActionRequest,
  listActionsQuery,
  logoUploadRequest,
  patchAnalysisRequest,
  reportProfileRequest,
  updateActionRequest,
} from '#shared/schemas/workbench';
import {
  generatePdfRequest,
  reportFileQuery,
  reportPdfQuery,
  sendAnalysisEmailRequest,
  sendEmailRequest,
} from '#shared/schemas/report';
import {
  changeRoleRequest,
  createVisitorCodeRequest,
  invitationTokenQuery,
  invitationTokenRequest,
  inviteRequest,
  revokeMemberRequest,
  setPasswordRequest,
  visitorValidateRequest,
} from '#shared/schemas/teams';
import {
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  updateProfileRequest,
} from '#shared/schemas/profile';
import { answerPdfQuery, consolidatedRequest, libraryConfirmRequest } from '#shared/schemas/assistant';
import { WORKER_TIMEOUT_SECONDS } from './jobs/timing';
import type { JobDefinition, RouteDefinition } from './route-types';

const READ = ['table:read'] as const;
const READ_WRITE = ['table:read', 'table:write'] as const;
const READ_OBJECTS = ['table:read', 'objects:read'] as const;
/**
 * Running a backup: the table's export, the backup bucket, and the uploads bucket read for the
 * versions (AWS) or copies (locally) of its files. Only the backup jobs and createBackup have it.
 */
const BACKUP_RUN = [
  'table:export',
  'table:exportStatus',
  'backups:read',
  'backups:write',
  'objects:read',
] as const;
/** The payment provider resends an event for up to 30 days. */
const PROVIDER_RESEND_SECONDS = 30 * 24 * 3600;
/** Identical requests of one user this close together are one request sent twice. */
const DOUBLE_SUBMIT_SECONDS = 60;

export const healthRoute = {
  id: 'health',
  method: 'GET',
  path: '/api/health',
  handler: 'http/health.ts',
  audience: 'public',
  ignoresSession: true,
  // Shallow: that the function runs. The engines are probed for administrators (adminHealth).
  permissions: [],
} as const satisfies RouteDefinition;

// Sign-in and session
export const loginRoute = {
  id: 'login',
  method: 'POST',
  path: '/api/login',
  handler: 'http/account/login.ts',
  audience: 'public',
  permissions: READ_WRITE,
  request: loginRequest,
} as const satisfies RouteDefinition;

export const authCheckRoute = {
  id: 'authCheck',
  method: 'GET',
  path: '/api/auth/check',
  handler: 'http/account/auth-check.ts',
  audience: 'public',
  permissions: READ,
} as const satisfies RouteDefinition;

export const logoutRoute = {
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  handler: 'http/account/logout.ts',
  audience: 'user',
  openToVisitors: true,
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const currentUserRoute = {
  id: 'currentUser',
  method: 'GET',
  path: '/api/current-user',
  handler: 'http/account/current-user.ts',
  audience: 'user',
  openToVisitors: true,
  permissions: READ,
} as const satisfies RouteDefinition;

// E-mail checks before checkout (public: no account exists yet; they reveal only existence and status)
export const checkEmailRoute = {
  id: 'checkEmail',
  method: 'GET',
  path: '/api/check-email',
  handler: 'http/account/check-email.ts',
  audience: 'public',
  // Written: the per-address and global request counters.
  permissions: READ_WRITE,
  request: emailQuery,
} as const satisfies RouteDefinition;

export const checkEmailTrialRoute = {
  id: 'checkEmailTrial',
  method: 'GET',
  path: '/api/check-email-trial',
  handler: 'http/account/check-email-trial.ts',
  audience: 'public',
  // Written: the per-address and global request counters.
  permissions: READ_WRITE,
  request: emailQuery,
} as const satisfies RouteDefinition;

export const checkEmailInternationalRoute = {
  id: 'checkEmailInternational',
  method: 'GET',
  path: '/api/check-email-international',
  handler: 'http/account/check-email-international.ts',
  audience: 'public',
  // Written: the per-address and global request counters.
  permissions: READ_WRITE,
  request: emailQuery,
} as const satisfies RouteDefinition;

export const checkPasswordStatusRoute = {
  id: 'checkPasswordStatus',
  method: 'GET',
  path: '/api/check-password-status',
  handler: 'http/account/check-password-status.ts',
  audience: 'public',
  permissions: READ,
  request: emailQuery,
} as const satisfies RouteDefinition;

// Passwords and verification
export const forgotPasswordRoute = {
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/forgot-password',
  handler: 'http/account/forgot-password.ts',
  audience: 'public',
  // The reset mail is sent by the worker (mail job): the answer takes the same time for any address.
  permissions: ['table:read', 'table:write', 'queue:send'],
  request: forgotPasswordRequest,
} as const satisfies RouteDefinition;

export const resetPasswordRoute = {
  id: 'resetPassword',
  method: 'POST',
  path: '/api/reset-password',
  handler: 'http/account/reset-password.ts',
  audience: 'public',
  permissions: READ_WRITE,
  request: resetPasswordRequest,
} as const satisfies RouteDefinition;

export const checkResetTokenRoute = {
  id: 'checkResetToken',
  method: 'GET',
  path: '/api/reset-password/verify',
  handler: 'http/account/check-reset-token.ts',
  audience: 'public',
  // Tokens are 256 random bits, stored hashed: a guess cannot succeed, so reading is enough.
  permissions: READ,
  request: tokenQuery,
} as const satisfies RouteDefinition;

export const setPasswordVerifyRoute = {
  id: 'setPasswordVerify',
  method: 'GET',
  path: '/api/set-password/verify',
  handler: 'http/account/set-password-verify.ts',
  audience: 'public',
  // The first password of an account made by a team invitation: whose it is, before it is set.
  ignoresSession: true,
  permissions: READ,
  request: tokenQuery,
} as const satisfies RouteDefinition;

export const setPasswordRoute = {
  id: 'setPassword',
  method: 'POST',
  path: '/api/set-password',
  handler: 'http/account/set-password.ts',
  audience: 'public',
  ignoresSession: true,
  permissions: READ_WRITE,
  request: setPasswordRequest,
} as const satisfies RouteDefinition;

export const resendVerificationRoute = {
  id: 'resendVerification',
  method: 'POST',
  path: '/api/auth/resend-verification',
  handler: 'http/account/resend-verification.ts',
  audience: 'user',
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: resendVerificationRequest,
} as const satisfies RouteDefinition;

export const verifyEmailRoute = {
  id: 'verifyEmail',
  method: 'GET',
  path: '/api/auth/verify-email',
  handler: 'http/account/verify-email.ts',
  audience: 'public',
  permissions: READ_WRITE,
  request: tokenQuery,
} as const satisfies RouteDefinition;

export const changePasswordRoute = {
  id: 'changePassword',
  method: 'POST',
  path: '/api/change-password',
  handler: 'http/account/change-password.ts',
  audience: 'user',
  // Written: the password and the sessions; sent: the notice to the account's address.
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: changePasswordRequest,
} as const satisfies RouteDefinition;

// The profile page: the person's details, their sessions, two-factor sign-in
export const profileRoute = {
  id: 'profile',
  method: 'GET',
  path: '/api/profile',
  handler: 'http/account/profile.ts',
  audience: 'user',
  permissions: READ,
} as const satisfies RouteDefinition;

export const updateProfileRoute = {
  id: 'updateProfile',
  method: 'PATCH',
  path: '/api/profile',
  handler: 'http/account/update-profile.ts',
  audience: 'user',
  permissions: READ_WRITE,
  request: updateProfileRequest,
} as const satisfies RouteDefinition;

export const listSessionsRoute = {
  id: 'listSessions',
  method: 'GET',
  path: '/api/sessions',
  handler: 'http/account/list-sessions.ts',
  audience: 'user',
  permissions: READ,
} as const satisfies RouteDefinition;

export const revokeSessionRoute = {
  id: 'revokeSession',
  method: 'POST',
  path: '/api/sessions/{id}/revoke',
  handler: 'http/account/revoke-session.ts',
  audience: 'user',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const revokeOtherSessionsRoute = {
  id: 'revokeOtherSessions',
  method: 'POST',
  path: '/api/sessions/revoke-others',
  handler: 'http/account/revoke-other-sessions.ts',
  audience: 'user',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const twoFactorSetupRoute = {
  id: 'twoFactorSetup',
  method: 'POST',
  path: '/api/two-factor/setup',
  handler: 'http/account/two-factor-setup.ts',
  audience: 'user',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const twoFactorEnableRoute = {
  id: 'twoFactorEnable',
  method: 'POST',
  path: '/api/two-factor/enable',
  handler: 'http/account/two-factor-enable.ts',
  audience: 'user',
  // Sent: the notice to the account's address.
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: twoFactorEnableRequest,
} as const satisfies RouteDefinition;

export const twoFactorDisableRoute = {
  id: 'twoFactorDisable',
  method: 'POST',
  path: '/api/two-factor/disable',
  handler: 'http/account/two-factor-disable.ts',
  audience: 'user',
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: twoFactorDisableRequest,
} as const satisfies RouteDefinition;

// Checkout, account creation after payment, subscription management
export const createCheckoutRoute = {
  id: 'createCheckout',
  method: 'POST',
  path: '/api/create-checkout',
  handler: 'http/billing/create-checkout.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'payments'],
  request: createCheckoutRequest,
} as const satisfies RouteDefinition;

export const createInternationalCheckoutRoute = {
  id: 'createInternationalCheckout',
  method: 'POST',
  path: '/api/create-international-checkout',
  handler: 'http/billing/create-international-checkout.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'payments'],
  request: createInternationalCheckoutRequest,
} as const satisfies RouteDefinition;

export const paymentSessionRoute = {
  id: 'paymentSession',
  method: 'GET',
  path: '/api/stripe/session/{sessionId}',
  handler: 'http/billing/payment-session.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'payments'],
} as const satisfies RouteDefinition;

export const conseillerSetupRoute = {
  id: 'conseillerSetup',
  method: 'POST',
  path: '/api/conseiller/setup-account',
  handler: 'http/billing/conseiller-setup.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'mail:send', 'payments'],
  request: conseillerSetupRequest,
} as const satisfies RouteDefinition;

export const internationalSetupRoute = {
  id: 'internationalSetup',
  method: 'POST',
  path: '/api/international/setup-account',
  handler: 'http/billing/international-setup.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'mail:send', 'payments'],
  request: internationalSetupRequest,
} as const satisfies RouteDefinition;

export const resubscriptionSuccessRoute = {
  id: 'resubscriptionSuccess',
  method: 'POST',
  path: '/api/resubscription/success',
  handler: 'http/billing/resubscription-success.ts',
  audience: 'public',
  permissions: ['table:read', 'table:write', 'payments'],
  request: resubscriptionRequest,
} as const satisfies RouteDefinition;

export const cancelSubscriptionRoute = {
  id: 'cancelSubscription',
  method: 'POST',
  path: '/api/cancel-subscription',
  handler: 'http/billing/cancel-subscription.ts',
  audience: 'user',
  permissions: ['table:read', 'table:write', 'payments'],
} as const satisfies RouteDefinition;

export const manageSubscriptionRoute = {
  id: 'manageSubscription',
  method: 'POST',
  path: '/api/manage-subscription',
  handler: 'http/billing/manage-subscription.ts',
  audience: 'user',
  permissions: ['table:read', 'payments'],
} as const satisfies RouteDefinition;

export const paymentWebhookRoute = {
  id: 'paymentWebhook',
  method: 'POST',
  path: '/api/stripe/webhook',
  handler: 'http/billing/payment-webhook.ts',
  audience: 'paymentProvider',
  // Each event id is applied once; the provider retries for days and can resend for 30.
  idempotentForSeconds: PROVIDER_RESEND_SECONDS,
  permissions: ['table:read', 'table:write', 'payments'],
  rawBody: true,
} as const satisfies RouteDefinition;

// Analyses: uploads go straight to storage, the analysis runs as a job, the screen polls its status
export const createUploadsRoute = {
  id: 'createUploads',
  method: 'POST',
  path: '/api/uploads',
  handler: 'http/analysis/create-uploads.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:write'],
  request: uploadsRequest,
} as const satisfies RouteDefinition;

export const analyzeConseillerRoute = {
  id: 'analyzeConseiller',
  method: 'POST',
  path: '/api/analyze-conseiller-sst',
  handler: 'http/analysis/analyze-conseiller.ts',
  audience: 'subscriber',
  edition: 'canada',
  // A double submit starts one analysis and takes one unit of quota.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read', 'queue:send'],
  request: startAnalysisRequest,
} as const satisfies RouteDefinition;

export const analyzeInternationalRoute = {
  id: 'analyzeInternational',
  method: 'POST',
  path: '/api/analyze-international-sst',
  handler: 'http/analysis/analyze-international.ts',
  audience: 'subscriber',
  edition: 'international',
  // A double submit starts one analysis and takes one unit of quota.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read', 'queue:send'],
  request: startAnalysisRequest,
} as const satisfies RouteDefinition;

export const analyzeRisksRoute = {
  id: 'analyzeRisks',
  method: 'POST',
  path: '/api/analyze-risks',
  handler: 'http/analysis/analyze-risks.ts',
  audience: 'enterpriseMember',
  // A double submit starts one analysis and takes one unit of quota.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read', 'queue:send'],
  request: startAnalysisRequest,
} as const satisfies RouteDefinition;

export const analysisStatusRoute = {
  id: 'analysisStatus',
  method: 'GET',
  path: '/api/analysis/{id}',
  handler: 'http/analysis/analysis-status.ts',
  audience: 'subscriber',
  // A team's visitor reads its reports.
  openToVisitors: true,
  // Polled every few seconds: the analysis comes with the session, in one round trip.
  readsAhead: 'analysis',
  permissions: ['table:read', 'table:write', 'objects:read'],
} as const satisfies RouteDefinition;

// Saved analyses: the caller's own, newest first
export const saveAnalysisRoute = {
  id: 'saveAnalysis',
  method: 'POST',
  path: '/api/save-analysis',
  handler: 'http/analysis/save-analysis.ts',
  audience: 'subscriber',
  permissions: READ_WRITE,
  request: saveAnalysisRequest,
} as const satisfies RouteDefinition;

export const listAnalysesRoute = {
  id: 'listAnalyses',
  method: 'GET',
  path: '/api/analyses',
  handler: 'http/analysis/list-analyses.ts',
  audience: 'subscriber',
  // A team's visitor reads its reports.
  openToVisitors: true,
  permissions: READ,
  request: listAnalysesQuery,
} as const satisfies RouteDefinition;

export const deleteAnalysisRoute = {
  id: 'deleteAnalysis',
  method: 'DELETE',
  path: '/api/analyses/{id}',
  handler: 'http/analysis/delete-analysis.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

export const clearAnalysesRoute = {
  id: 'clearAnalyses',
  method: 'DELETE',
  path: '/api/analyses',
  handler: 'http/analysis/clear-analyses.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

// The adviser's workbench: edits, own findings, merges, the kept risks and the report cover
export const patchAnalysisRoute = {
  id: 'patchAnalysis',
  method: 'PATCH',
  path: '/api/analyses/{id}',
  handler: 'http/analysis/patch-analysis.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:read'],
  request: patchAnalysisRequest,
} as const satisfies RouteDefinition;

export const analysisEditsRoute = {
  id: 'analysisEdits',
  method: 'GET',
  path: '/api/analyses/{id}/edits',
  handler: 'http/analysis/analysis-edits.ts',
  audience: 'subscriber',
  permissions: READ,
} as const satisfies RouteDefinition;

// The action plan: corrective actions of the kept risks, with owners, due dates and closure evidence
export const listActionsRoute = {
  id: 'listActions',
  method: 'GET',
  path: '/api/actions',
  handler: 'http/analysis/list-actions.ts',
  audience: 'subscriber',
  permissions: READ_OBJECTS,
  request: listActionsQuery,
} as const satisfies RouteDefinition;

export const createActionRoute = {
  id: 'createAction',
  method: 'POST',
  path: '/api/analyses/{id}/actions',
  handler: 'http/analysis/create-action.ts',
  audience: 'subscriber',
  // A double click creates one action.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read'],
  request: createActionRequest,
} as const satisfies RouteDefinition;

export const updateActionRoute = {
  id: 'updateAction',
  method: 'PATCH',
  path: '/api/actions/{id}',
  handler: 'http/analysis/update-action.ts',
  audience: 'subscriber',
  // The after photo is moved from the uploads to the action's folder.
  permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'objects:delete'],
  request: updateActionRequest,
} as const satisfies RouteDefinition;

export const deleteActionRoute = {
  id: 'deleteAction',
  method: 'DELETE',
  path: '/api/actions/{id}',
  handler: 'http/analysis/delete-action.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

// Reports: the PDF of the selected risks (download, print), and the same PDF by e-mail
export const analysisPdfRoute = {
  id: 'analysisPdf',
  method: 'GET',
  path: '/api/analyses/{id}/pdf',
  handler: 'http/reports/analysis-pdf.ts',
  audience: 'subscriber',
  // A team's visitor reads its reports.
  openToVisitors: true,
  // A report too large for a Lambda answer is stored and linked to.
  permissions: ['table:read', 'objects:read', 'objects:write'],
  request: reportPdfQuery,
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
} as const satisfies RouteDefinition;

export const analysisPdfHeadRoute = {
  id: 'analysisPdfHead',
  method: 'HEAD',
  path: '/api/analyses/{id}/pdf',
  handler: 'http/reports/analysis-pdf-head.ts',
  audience: 'subscriber',
  // A team's visitor reads its reports.
  openToVisitors: true,
  permissions: READ_OBJECTS,
} as const satisfies RouteDefinition;

export const analysisDocxRoute = {
  id: 'analysisDocx',
  method: 'GET',
  path: '/api/analyses/{id}/docx',
  handler: 'http/reports/analysis-docx.ts',
  audience: 'subscriber',
  // A file too large for a Lambda answer is stored and linked to.
  permissions: ['table:read', 'objects:read', 'objects:write'],
  request: reportFileQuery,
  timeoutSeconds: 25,
  memoryMb: 1024,
} as const satisfies RouteDefinition;

export const analysisXlsxRoute = {
  id: 'analysisXlsx',
  method: 'GET',
  path: '/api/analyses/{id}/xlsx',
  handler: 'http/reports/analysis-xlsx.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:read', 'objects:write'],
  request: reportFileQuery,
  timeoutSeconds: 25,
  memoryMb: 1024,
} as const satisfies RouteDefinition;

export const generatePdfRoute = {
  id: 'generatePdf',
  method: 'POST',
  path: '/api/generate-pdf',
  handler: 'http/reports/generate-pdf.ts',
  audience: 'subscriber',
  // A report too large for a Lambda answer is stored and linked to.
  permissions: ['table:read', 'objects:read', 'objects:write'],
  request: generatePdfRequest,
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
} as const satisfies RouteDefinition;

export const sendAnalysisEmailRoute = {
  id: 'sendAnalysisEmail',
  method: 'POST',
  path: '/api/analyses/{id}/send-email',
  handler: 'http/reports/send-analysis-email.ts',
  audience: 'subscriber',
  // A double click sends one mail.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read', 'mail:send'],
  request: sendAnalysisEmailRequest,
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
} as const satisfies RouteDefinition;

export const sendEmailRoute = {
  id: 'sendEmail',
  method: 'POST',
  path: '/api/send-email',
  handler: 'http/reports/send-email.ts',
  audience: 'subscriber',
  // A double click sends one mail.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'objects:read', 'mail:send'],
  request: sendEmailRequest,
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
} as const satisfies RouteDefinition;

// Who signs the reports (cover page, signature block, logo)
export const reportProfileRoute = {
  id: 'reportProfile',
  method: 'GET',
  path: '/api/profile/report',
  handler: 'http/account/report-profile.ts',
  audience: 'subscriber',
  permissions: READ_OBJECTS,
} as const satisfies RouteDefinition;

export const updateReportProfileRoute = {
  id: 'updateReportProfile',
  method: 'PUT',
  path: '/api/profile/report',
  handler: 'http/account/update-report-profile.ts',
  audience: 'subscriber',
  // The logo is moved from the uploads to the profile's folder; the previous one is deleted.
  permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'objects:delete'],
  request: reportProfileRequest,
} as const satisfies RouteDefinition;

export const logoUploadRoute = {
  id: 'logoUpload',
  method: 'POST',
  path: '/api/profile/logo-upload',
  handler: 'http/account/logo-upload.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:write'],
  request: logoUploadRequest,
} as const satisfies RouteDefinition;

// Enterprise teams: the pack's seats, invitations, roles and visitor codes (owner and admins manage)
export const teamRoute = {
  id: 'team',
  method: 'GET',
  path: '/api/team',
  handler: 'http/teams/team.ts',
  audience: 'enterpriseMember',
  permissions: READ,
} as const satisfies RouteDefinition;

export const teamMembersRoute = {
  id: 'teamMembers',
  method: 'GET',
  path: '/api/team/members',
  handler: 'http/teams/team-members.ts',
  audience: 'teamAdmin',
  permissions: READ,
} as const satisfies RouteDefinition;

export const teamInvitationsRoute = {
  id: 'teamInvitations',
  method: 'GET',
  path: '/api/team/invitations',
  handler: 'http/teams/team-invitations.ts',
  audience: 'teamAdmin',
  permissions: READ,
} as const satisfies RouteDefinition;

export const inviteMemberRoute = {
  id: 'inviteMember',
  method: 'POST',
  path: '/api/team/invite',
  handler: 'http/teams/invite-member.ts',
  audience: 'teamAdmin',
  // A double click sends one invitation.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: inviteRequest,
} as const satisfies RouteDefinition;

export const revokeMemberRoute = {
  id: 'revokeMember',
  method: 'POST',
  path: '/api/team/members/{id}/revoke',
  handler: 'http/teams/revoke-member.ts',
  audience: 'teamAdmin',
  // Written: the member row, the seat, the account's team and its sessions (deleted).
  permissions: READ_WRITE,
  request: revokeMemberRequest,
} as const satisfies RouteDefinition;

export const changeMemberRoleRoute = {
  id: 'changeMemberRole',
  method: 'POST',
  path: '/api/team/members/{id}/role',
  handler: 'http/teams/change-member-role.ts',
  audience: 'teamAdmin',
  permissions: READ_WRITE,
  request: changeRoleRequest,
} as const satisfies RouteDefinition;

export const resendInvitationRoute = {
  id: 'resendInvitation',
  method: 'POST',
  path: '/api/team/invitations/{id}/resend',
  handler: 'http/teams/resend-invitation.ts',
  audience: 'teamAdmin',
  // A double click sends one mail.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'mail:send'],
} as const satisfies RouteDefinition;

export const cancelInvitationRoute = {
  id: 'cancelInvitation',
  method: 'POST',
  path: '/api/team/invitations/{id}/cancel',
  handler: 'http/teams/cancel-invitation.ts',
  audience: 'teamAdmin',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const visitorCodesRoute = {
  id: 'visitorCodes',
  method: 'GET',
  path: '/api/team/visitor-codes',
  handler: 'http/teams/visitor-codes.ts',
  audience: 'teamAdmin',
  permissions: READ,
} as const satisfies RouteDefinition;

export const createVisitorCodeRoute = {
  id: 'createVisitorCode',
  method: 'POST',
  path: '/api/team/visitor-codes',
  handler: 'http/teams/create-visitor-code.ts',
  audience: 'teamAdmin',
  // A double click issues one code (and one mail).
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'mail:send'],
  request: createVisitorCodeRequest,
} as const satisfies RouteDefinition;

export const cancelVisitorCodeRoute = {
  id: 'cancelVisitorCode',
  method: 'POST',
  path: '/api/team/visitor-codes/{id}/cancel',
  handler: 'http/teams/cancel-visitor-code.ts',
  audience: 'teamAdmin',
  // Written: the code, and the visitor sessions it opened (deleted).
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const verifyInvitationRoute = {
  id: 'verifyInvitation',
  method: 'GET',
  path: '/api/invitations/verify',
  handler: 'http/teams/verify-invitation.ts',
  audience: 'public',
  // The link's token is 256 random bits, stored hashed: reading it reveals nothing guessable.
  ignoresSession: true,
  permissions: READ,
  request: invitationTokenQuery,
} as const satisfies RouteDefinition;

export const acceptInvitationRoute = {
  id: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/accept',
  handler: 'http/teams/accept-invitation.ts',
  audience: 'public',
  // The link proves the address; the seat, the member and (for a new person) the account are one write.
  ignoresSession: true,
  permissions: READ_WRITE,
  request: invitationTokenRequest,
} as const satisfies RouteDefinition;

export const declineInvitationRoute = {
  id: 'declineInvitation',
  method: 'POST',
  path: '/api/invitations/decline',
  handler: 'http/teams/decline-invitation.ts',
  audience: 'public',
  ignoresSession: true,
  permissions: READ_WRITE,
  request: invitationTokenRequest,
} as const satisfies RouteDefinition;

export const validateVisitorRoute = {
  id: 'validateVisitor',
  method: 'POST',
  path: '/api/visitor/validate',
  handler: 'http/teams/validate-visitor.ts',
  audience: 'public',
  // Written: the code's use, the failure counters against guessing and the visitor's session.
  permissions: READ_WRITE,
  request: visitorValidateRequest,
} as const satisfies RouteDefinition;

// The assistant: the library of the team's (or adviser's) own documents, and questions answered from it
export const importedFilesRoute = {
  id: 'importedFiles',
  method: 'GET',
  path: '/api/imported-files',
  handler: 'http/assistant/imported-files.ts',
  audience: 'subscriber',
  permissions: READ,
} as const satisfies RouteDefinition;

export const uploadFileRoute = {
  id: 'uploadFile',
  method: 'POST',
  path: '/api/upload-file',
  handler: 'http/assistant/upload-file.ts',
  audience: 'subscriber',
  // Moved from the uploads into the library (read whole, checked by its bytes), then read by a job.
  permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'objects:delete', 'queue:send'],
  request: libraryConfirmRequest,
} as const satisfies RouteDefinition;

export const importedFileDownloadRoute = {
  id: 'importedFileDownload',
  method: 'GET',
  path: '/api/imported-files/{id}/download',
  handler: 'http/assistant/imported-file-download.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:read'],
} as const satisfies RouteDefinition;

export const deleteImportedFileRoute = {
  id: 'deleteImportedFile',
  method: 'DELETE',
  path: '/api/imported-files/{id}',
  handler: 'http/assistant/delete-imported-file.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

export const regulatoryFilesRoute = {
  id: 'regulatoryFiles',
  method: 'GET',
  path: '/api/regulatory-files',
  handler: 'http/assistant/regulatory-files.ts',
  audience: 'subscriber',
  permissions: READ,
} as const satisfies RouteDefinition;

export const uploadRegulatoryRoute = {
  id: 'uploadRegulatory',
  method: 'POST',
  path: '/api/upload-regulatory',
  handler: 'http/assistant/upload-regulatory.ts',
  audience: 'subscriber',
  // Moved from the uploads into the library (read whole, checked by its bytes), then read by a job.
  permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'objects:delete', 'queue:send'],
  request: libraryConfirmRequest,
} as const satisfies RouteDefinition;

export const regulatoryFileDownloadRoute = {
  id: 'regulatoryFileDownload',
  method: 'GET',
  path: '/api/regulatory-files/{id}/download',
  handler: 'http/assistant/regulatory-file-download.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:read'],
} as const satisfies RouteDefinition;

export const deleteRegulatoryFileRoute = {
  id: 'deleteRegulatoryFile',
  method: 'DELETE',
  path: '/api/regulatory-files/{id}',
  handler: 'http/assistant/delete-regulatory-file.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

export const pdfReportsRoute = {
  id: 'pdfReports',
  method: 'GET',
  path: '/api/pdf-reports',
  handler: 'http/assistant/pdf-reports.ts',
  audience: 'subscriber',
  permissions: READ,
} as const satisfies RouteDefinition;

export const importPdfReportRoute = {
  id: 'importPdfReport',
  method: 'POST',
  path: '/api/import-pdf-report',
  handler: 'http/assistant/import-pdf-report.ts',
  audience: 'subscriber',
  // Moved from the uploads into the library (read whole, checked by its bytes), then read by a job.
  permissions: ['table:read', 'table:write', 'objects:read', 'objects:write', 'objects:delete', 'queue:send'],
  request: libraryConfirmRequest,
} as const satisfies RouteDefinition;

export const pdfReportDownloadRoute = {
  id: 'pdfReportDownload',
  method: 'GET',
  path: '/api/pdf-reports/{id}/download',
  handler: 'http/assistant/pdf-report-download.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'objects:read'],
} as const satisfies RouteDefinition;

export const deletePdfReportRoute = {
  id: 'deletePdfReport',
  method: 'DELETE',
  path: '/api/pdf-reports/{id}',
  handler: 'http/assistant/delete-pdf-report.ts',
  audience: 'subscriber',
  permissions: ['table:read', 'table:write', 'objects:delete'],
} as const satisfies RouteDefinition;

export const perplexityHistoryRoute = {
  id: 'perplexityHistory',
  method: 'GET',
  path: '/api/perplexity/history',
  handler: 'http/assistant/perplexity-history.ts',
  audience: 'subscriber',
  permissions: READ,
} as const satisfies RouteDefinition;

export const perplexityItemRoute = {
  id: 'perplexityItem',
  method: 'GET',
  path: '/api/perplexity/item/{id}',
  handler: 'http/assistant/perplexity-item.ts',
  audience: 'subscriber',
  // Polled; marks failed a question nobody finished.
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const deletePerplexityItemRoute = {
  id: 'deletePerplexityItem',
  method: 'DELETE',
  path: '/api/perplexity/item/{id}',
  handler: 'http/assistant/perplexity-delete-item.ts',
  audience: 'subscriber',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const perplexityAnalyzeRoute = {
  id: 'perplexityAnalyze',
  method: 'POST',
  path: '/api/perplexity/analyze-consolidated',
  handler: 'http/assistant/perplexity-analyze.ts',
  audience: 'subscriber',
  // A double click asks once.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'queue:send'],
  request: consolidatedRequest,
} as const satisfies RouteDefinition;

export const savePerplexityItemRoute = {
  id: 'savePerplexityItem',
  method: 'POST',
  path: '/api/perplexity/item/{id}/save',
  handler: 'http/assistant/perplexity-save-item.ts',
  audience: 'subscriber',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const geminiHistoryRoute = {
  id: 'geminiHistory',
  method: 'GET',
  path: '/api/gemini/history',
  handler: 'http/assistant/gemini-history.ts',
  audience: 'subscriber',
  // /api/gemini answers as /api/perplexity (the spec's two names of one screen).
  permissions: READ,
} as const satisfies RouteDefinition;

export const geminiItemRoute = {
  id: 'geminiItem',
  method: 'GET',
  path: '/api/gemini/item/{id}',
  handler: 'http/assistant/gemini-item.ts',
  audience: 'subscriber',
  // Polled; marks failed a question nobody finished.
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const deleteGeminiItemRoute = {
  id: 'deleteGeminiItem',
  method: 'DELETE',
  path: '/api/gemini/item/{id}',
  handler: 'http/assistant/gemini-delete-item.ts',
  audience: 'subscriber',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const geminiAnalyzeRoute = {
  id: 'geminiAnalyze',
  method: 'POST',
  path: '/api/gemini/analyze-consolidated',
  handler: 'http/assistant/gemini-analyze.ts',
  audience: 'subscriber',
  // A double click asks once.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'queue:send'],
  request: consolidatedRequest,
} as const satisfies RouteDefinition;

export const saveGeminiItemRoute = {
  id: 'saveGeminiItem',
  method: 'POST',
  path: '/api/gemini/item/{id}/save',
  handler: 'http/assistant/gemini-save-item.ts',
  audience: 'subscriber',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const perplexityPdfRoute = {
  id: 'perplexityPdf',
  method: 'GET',
  path: '/api/perplexity/pdf/{id}',
  handler: 'http/assistant/perplexity-pdf.ts',
  audience: 'subscriber',
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
  permissions: READ,
  request: answerPdfQuery,
} as const satisfies RouteDefinition;

export const geminiPdfRoute = {
  id: 'geminiPdf',
  method: 'GET',
  path: '/api/gemini/pdf/{id}',
  handler: 'http/assistant/gemini-pdf.ts',
  audience: 'subscriber',
  timeoutSeconds: 25,
  memoryMb: 1536,
  reportFonts: true,
  permissions: READ,
  request: answerPdfQuery,
} as const satisfies RouteDefinition;

// Regulations, from the knowledge base. A Canadian jurisdiction's laws are public reference data
// (the /canadian-regulatory page reads them): the same answer for everyone, cacheable, no session.
export const provincialRegulationsRoute = {
  id: 'provincialRegulations',
  method: 'GET',
  path: '/api/provincial-regulations/{jurisdiction}',
  handler: 'http/analysis/provincial-regulations.ts',
  audience: 'public',
  ignoresSession: true,
  permissions: READ,
  request: regulationsQuery,
} as const satisfies RouteDefinition;

// The rest stays for subscribers only, like every analysis tool.
export const internationalRegulationsRoute = {
  id: 'internationalRegulations',
  method: 'GET',
  path: '/api/international-regulations/{jurisdiction}',
  handler: 'http/analysis/international-regulations.ts',
  audience: 'subscriber',
  permissions: READ,
  request: regulationsQuery,
} as const satisfies RouteDefinition;

export const regulationsRoute = {
  id: 'regulations',
  method: 'GET',
  path: '/api/regulations',
  handler: 'http/analysis/regulations.ts',
  audience: 'subscriber',
  permissions: READ,
  request: regulationsQuery,
} as const satisfies RouteDefinition;

export const enrichRecommendationsRoute = {
  id: 'enrichRecommendations',
  method: 'POST',
  path: '/api/enrich-recommendations',
  handler: 'http/analysis/enrich-recommendations.ts',
  audience: 'subscriber',
  permissions: READ,
  request: enrichRecommendationsRequest,
} as const satisfies RouteDefinition;

// Platform administration: figures, accounts (every action written to the audit log), backups
export const adminHealthRoute = {
  id: 'adminHealth',
  method: 'GET',
  path: '/api/admin/health',
  handler: 'http/admin/engine-health.ts',
  audience: 'admin',
  permissions: ['table:read', 'table:status', 'objects:status', 'queue:status', 'mail:status'],
} as const satisfies RouteDefinition;

export const adminStatsRoute = {
  id: 'adminStats',
  method: 'GET',
  path: '/api/admin/stats',
  handler: 'http/admin/admin-stats.ts',
  audience: 'admin',
  permissions: READ,
} as const satisfies RouteDefinition;

export const adminFindUserRoute = {
  id: 'adminFindUser',
  method: 'GET',
  path: '/api/admin/users',
  handler: 'http/admin/find-user.ts',
  audience: 'admin',
  // The lookup itself is audited: who looked at whose account.
  permissions: READ_WRITE,
  request: adminUserQuery,
} as const satisfies RouteDefinition;

export const adminResendVerificationRoute = {
  id: 'adminResendVerification',
  method: 'POST',
  path: '/api/admin/users/{id}/resend-verification',
  handler: 'http/admin/resend-verification.ts',
  audience: 'admin',
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: ['table:read', 'table:write', 'mail:send'],
} as const satisfies RouteDefinition;

export const adminDisableAccountRoute = {
  id: 'adminDisableAccount',
  method: 'POST',
  path: '/api/admin/users/{id}/disable',
  handler: 'http/admin/disable-account.ts',
  audience: 'admin',
  permissions: READ_WRITE,
  request: disableAccountRequest,
} as const satisfies RouteDefinition;

export const adminEnableAccountRoute = {
  id: 'adminEnableAccount',
  method: 'POST',
  path: '/api/admin/users/{id}/enable',
  handler: 'http/admin/enable-account.ts',
  audience: 'admin',
  permissions: READ_WRITE,
} as const satisfies RouteDefinition;

export const adminAuditLogRoute = {
  id: 'adminAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  handler: 'http/admin/audit-log.ts',
  audience: 'admin',
  permissions: READ,
} as const satisfies RouteDefinition;

export const emailStatusRoute = {
  id: 'emailStatus',
  method: 'GET',
  path: '/api/email/status',
  handler: 'http/admin/email-status.ts',
  audience: 'admin',
  permissions: ['mail:status'],
} as const satisfies RouteDefinition;

// Backups live in their own bucket (docs/adr/0017-backups-and-restore.md); the table is read for
// the session and written for the audit log only.
export const createBackupRoute = {
  id: 'createBackup',
  method: 'POST',
  path: '/api/backup/create',
  handler: 'http/admin/create-backup.ts',
  audience: 'admin',
  // A double click starts one backup.
  idempotentForSeconds: DOUBLE_SUBMIT_SECONDS,
  permissions: [
    'table:export',
    'table:exportStatus',
    'backups:read',
    'backups:write',
    'objects:read',
    'table:read',
    'table:write',
  ],
} as const satisfies RouteDefinition;

export const listBackupsRoute = {
  id: 'listBackups',
  method: 'GET',
  path: '/api/backup/list',
  handler: 'http/admin/list-backups.ts',
  audience: 'admin',
  permissions: ['table:read', 'backups:read'],
} as const satisfies RouteDefinition;

export const downloadBackupRoute = {
  id: 'downloadBackup',
  method: 'GET',
  path: '/api/backup/download/{id}',
  handler: 'http/admin/download-backup.ts',
  audience: 'admin',
  permissions: ['table:read', 'table:write', 'backups:read'],
} as const satisfies RouteDefinition;

/**
 * The single route table. The CDK stack, the local gateway and the authorization
 * tests are all generated from it: a route that is not here does not exist.
 */
export const routes = [
  healthRoute,
  loginRoute,
  authCheckRoute,
  logoutRoute,
  currentUserRoute,
  checkEmailRoute,
  checkEmailTrialRoute,
  checkEmailInternationalRoute,
  checkPasswordStatusRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  checkResetTokenRoute,
  setPasswordVerifyRoute,
  setPasswordRoute,
  resendVerificationRoute,
  verifyEmailRoute,
  changePasswordRoute,
  profileRoute,
  updateProfileRoute,
  listSessionsRoute,
  revokeSessionRoute,
  revokeOtherSessionsRoute,
  twoFactorSetupRoute,
  twoFactorEnableRoute,
  twoFactorDisableRoute,
  createCheckoutRoute,
  createInternationalCheckoutRoute,
  paymentSessionRoute,
  conseillerSetupRoute,
  internationalSetupRoute,
  resubscriptionSuccessRoute,
  cancelSubscriptionRoute,
  manageSubscriptionRoute,
  paymentWebhookRoute,
  createUploadsRoute,
  analyzeConseillerRoute,
  analyzeInternationalRoute,
  analyzeRisksRoute,
  analysisStatusRoute,
  saveAnalysisRoute,
  listAnalysesRoute,
  deleteAnalysisRoute,
  clearAnalysesRoute,
  patchAnalysisRoute,
  analysisEditsRoute,
  listActionsRoute,
  createActionRoute,
  updateActionRoute,
  deleteActionRoute,
  analysisPdfRoute,
  analysisPdfHeadRoute,
  analysisDocxRoute,
  analysisXlsxRoute,
  generatePdfRoute,
  sendAnalysisEmailRoute,
  sendEmailRoute,
  reportProfileRoute,
  updateReportProfileRoute,
  logoUploadRoute,
  teamRoute,
  teamMembersRoute,
  teamInvitationsRoute,
  inviteMemberRoute,
  revokeMemberRoute,
  changeMemberRoleRoute,
  resendInvitationRoute,
  cancelInvitationRoute,
  visitorCodesRoute,
  createVisitorCodeRoute,
  cancelVisitorCodeRoute,
  verifyInvitationRoute,
  acceptInvitationRoute,
  declineInvitationRoute,
  validateVisitorRoute,
  importedFilesRoute,
  uploadFileRoute,
  importedFileDownloadRoute,
  deleteImportedFileRoute,
  regulatoryFilesRoute,
  uploadRegulatoryRoute,
  regulatoryFileDownloadRoute,
  deleteRegulatoryFileRoute,
  pdfReportsRoute,
  importPdfReportRoute,
  pdfReportDownloadRoute,
  deletePdfReportRoute,
  perplexityHistoryRoute,
  perplexityItemRoute,
  deletePerplexityItemRoute,
  perplexityAnalyzeRoute,
  savePerplexityItemRoute,
  geminiHistoryRoute,
  geminiItemRoute,
  deleteGeminiItemRoute,
  geminiAnalyzeRoute,
  saveGeminiItemRoute,
  perplexityPdfRoute,
  geminiPdfRoute,
  provincialRegulationsRoute,
  internationalRegulationsRoute,
  regulationsRoute,
  enrichRecommendationsRoute,
  adminHealthRoute,
  adminStatsRoute,
  adminFindUserRoute,
  adminResendVerificationRoute,
  adminDisableAccountRoute,
  adminEnableAccountRoute,
  adminAuditLogRoute,
  emailStatusRoute,
  createBackupRoute,
  listBackupsRoute,
  downloadBackupRoute,
] as const;

export type RouteId = (typeof routes)[number]['id'];

/** Queue and schedule workers, deployed beside the routes. */
export const jobs = [
  {
    id: 'jobWorker',
    handler: 'jobs/job-worker.ts',
    // queue:send and objects:delete: a rejected Bedrock answer's repair is queued as a new message,
    // its kept state deleted once done (core/analysis/bedrock-repair.ts).
    permissions: [
      'table:read',
      'table:write',
      'objects:read',
      'objects:write',
      'objects:delete',
      'queue:send',
      'mail:send',
      'model:invoke',
    ],
    // An analysis must end within the screen's 3-minute limit; 5 minutes leaves room for a cold start.
    timeoutSeconds: WORKER_TIMEOUT_SECONDS,
    memoryMb: 2048,
    // OCR (WebAssembly and trained data), PDF reading and page rendering (native canvas, arm64 binary).
    extractionFiles: true,
    // Ten analyses at once; more wait in the queue rather than starve the API.
    reservedConcurrency: 10,
  },
  {
    id: 'actionReminders',
    handler: 'jobs/action-reminders.ts',
    // Reminders go out within the hour of the day they are due.
    schedule: { everyMinutes: 60 },
    permissions: ['table:read', 'table:write', 'objects:read', 'mail:send'],
    timeoutSeconds: 120,
    memoryMb: 512,
    // One run at a time: a run that overlaps the next would only find reminders already claimed.
    reservedConcurrency: 1,
  },
  {
    id: 'backup',
    handler: 'jobs/backup.ts',
    // Four backups a day: at most 6 hours of data to lose beyond point-in-time recovery's reach.
    schedule: { everyMinutes: 360 },
    permissions: BACKUP_RUN,
    // Settling the backups under way lists the uploads' versions and writes the archive.
    timeoutSeconds: WORKER_TIMEOUT_SECONDS,
    memoryMb: 1024,
    reservedConcurrency: 1,
  },
  {
    id: 'backupCheck',
    handler: 'jobs/backup-check.ts',
    // An export takes minutes: the backup is finished within ten of its end.
    schedule: { everyMinutes: 10 },
    permissions: ['table:exportStatus', 'backups:read', 'backups:write', 'objects:read'],
    timeoutSeconds: WORKER_TIMEOUT_SECONDS,
    memoryMb: 1024,
    // One run at a time: two would finish the same backup twice.
    reservedConcurrency: 1,
  },
  {
    id: 'figuresStream',
    handler: 'jobs/figures-stream.ts',
    // The admin's counters follow the accounts and analyses as they change.
    tableStream: { entities: ['user', 'analysis'] },
    permissions: READ_WRITE,
    timeoutSeconds: 30,
    memoryMb: 512,
  },
  {
    id: 'figuresRecount',
    handler: 'jobs/figures-recount.ts',
    // Sets right what a retried stream batch counted twice.
    schedule: { everyMinutes: 1440 },
    permissions: READ_WRITE,
    timeoutSeconds: 300,
    memoryMb: 1024,
    reservedConcurrency: 1,
  },
  {
    id: 'dataPurge',
    handler: 'jobs/data-purge.ts',
    // Accounts ended more than 30 days ago are deleted within the next day (docs/adr/0018-data-lifecycle.md).
    schedule: { everyMinutes: 1440 },
    permissions: ['table:read', 'table:write', 'objects:delete'],
    // A run starts no account in its last two minutes; the next day's goes on.
    timeoutSeconds: WORKER_TIMEOUT_SECONDS,
    memoryMb: 512,
    // One run at a time: two would delete the same accounts side by side.
    reservedConcurrency: 1,
  },
] as const satisfies readonly JobDefinition[];

export function findRoute(id: RouteId): RouteDefinition {
  const route = (routes as readonly RouteDefinition[]).find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}
