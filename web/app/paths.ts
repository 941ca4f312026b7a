/**
 * Every route path of the web app, in one place. Pages that are not built yet are listed
 * too, because links and redirects point at them (they fall to the not-found page for now).
 */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  pricing: '/pricing',
  emailVerificationRequired: '/email-verification-required',
  conseillerLanding: '/conseiller-sst',
  conseillerApp: '/conseiller-sst/app',
  conseillerResults: '/conseiller-sst-analysis-results',
  internationalResults: '/international-sst-analysis-results',
  riskAnalysis: '/risk-analysis',
  riskAnalysisResults: '/risk-analysis-results',
  analysisResults: '/analysis-results',
  internationalLanding: '/international-sst',
  internationalApp: '/international-sst/app',
  dashboard: '/dashboard',
  conseiller: '/conseiller',
  international: '/international',
  checkoutEntry: '/stripe/:plan',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  contact: '/contact',
  canadianRegulatory: '/canadian-regulatory',
  // ── public pages: insert paths above this line ──
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  conseillerSetup: '/conseiller-sst/setup',
  conseillerAccountSetup: '/conseiller/account-setup',
  internationalPaymentSuccess: '/international-payment-success',
  intlSuccess: '/intl-success',
  internationalSetup: '/international-sst/account-setup',
  resubscriptionSuccess: '/resubscription-success',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  conseillerHistory: '/conseiller-sst/history',
  conseillerActions: '/conseiller-sst/actions',
  internationalHistory: '/international-sst/history',
  internationalActions: '/international-sst/actions',
  assistant: '/perplexity',
  gemini: '/gemini',
  teamManagement: '/team-management',
  profile: '/profile',
  conseillerProfile: '/conseiller-sst/profil',
  acceptTeamInvitation: '/accept-team-invitation',
  setPassword: '/set-password',
  visitorAccess: '/visitor-access',
  admin: '/admin',
  adminBackups: '/admin/backups',
  backupManager: '/backup-manager',
  stripeTest: '/stripe-test',
  success: '/success',
  cancel: '/cancel',
  // ── account pages: insert paths above this line ──
} as const;

/** The login page, remembering where to go back to after signing in. */
export function loginHref(redirect?: string): string {
  return redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
}
