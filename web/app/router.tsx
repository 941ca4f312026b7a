import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { WebNamespace } from '#shared/i18n/resources';
import { loadNamespaces } from '@/i18n';
import { paths } from './paths';
import { RouteError } from './routes/error';

type PageModule = { default: ComponentType };

/*
 * The translation namespaces each kind of page reads (beside `common`, always loaded): a
 * route fetches them with its code, so a page never shows before its texts.
 */
const MARKETING: WebNamespace[] = ['marketing', 'checkout', 'plans', 'auth'];
const AUTH: WebNamespace[] = ['auth'];
/** The public regulatory page: its own texts, and the retry button of a list that failed to load. */
const REGULATORY: WebNamespace[] = ['regulatory', 'account'];
const ACCOUNT: WebNamespace[] = ['account', 'auth', 'plans'];
/** The pages a team's e-mails lead to (invitation, first password, visitor code). */
const TEAM_ENTRY: WebNamespace[] = ['teams', ...ACCOUNT];
const SIGNED_IN: WebNamespace[] = [
  'analysis',
  'results',
  'history',
  'workbench',
  'dashboard',
  'teams',
  'levels',
  'account',
  'auth',
  'plans',
  'checkout',
  'marketing',
];
/** The profile page: the signed-in app's texts and its own. */
const PROFILE: WebNamespace[] = [...SIGNED_IN, 'profile'];
/** The assistant space: the signed-in app's texts and its own. */
const ASSISTANT: WebNamespace[] = [...SIGNED_IN, 'assistant'];
/** The platform administrator's pages: the signed-in app's texts and their own. */
const ADMIN: WebNamespace[] = [...PROFILE, 'admin'];

/** Pages are split into their own chunks, so each page loads only what it uses. */
function page(load: () => Promise<PageModule>, namespaces: WebNamespace[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module.default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh bg-slate-50" />,
    children: [
      { path: paths.home, ...page(() => import('@/features/marketing/pages/LandingPage'), MARKETING) },
      { path: paths.login, ...page(() => import('@/features/account/pages/LoginPage'), AUTH) },
      {
        path: paths.emailVerificationRequired,
        ...page(() => import('@/features/account/pages/EmailVerificationRequiredPage'), AUTH),
      },
      { path: paths.conseillerApp, ...page(() => import('./routes/conseiller-app'), SIGNED_IN) },
      { path: paths.conseiller, ...page(() => import('./routes/conseiller-landing'), MARKETING) },
      { path: paths.conseillerLanding, ...page(() => import('./routes/conseiller-landing'), MARKETING) },
      { path: paths.international, ...page(() => import('./routes/international-landing'), MARKETING) },
      {
        path: paths.internationalLanding,
        ...page(() => import('./routes/international-landing'), MARKETING),
      },
      { path: paths.pricing, ...page(() => import('@/features/billing/pages/PricingPage'), MARKETING) },
      {
        path: paths.checkoutEntry,
        ...page(() => import('@/features/billing/pages/CheckoutEntryPage'), MARKETING),
      },
      {
        path: paths.privacyPolicy,
        ...page(() => import('@/features/marketing/pages/PrivacyPolicyPage'), MARKETING),
      },
      {
        path: paths.termsConditions,
        ...page(() => import('@/features/marketing/pages/TermsPage'), MARKETING),
      },
      { path: paths.contact, ...page(() => import('@/features/marketing/pages/ContactPage'), MARKETING) },
      {
        path: paths.canadianRegulatory,
        ...page(() => import('@/features/marketing/regulatory-map/pages/RegulatoryMapPage'), REGULATORY),
      },
      // ── public pages: insert routes above this line ──
      {
        path: paths.forgotPassword,
        ...page(() => import('@/features/account/pages/ForgotPasswordPage'), ACCOUNT),
      },
      {
        path: paths.resetPassword,
        ...page(() => import('@/features/account/pages/ResetPasswordPage'), ACCOUNT),
      },
      {
        path: paths.verifyEmail,
        ...page(() => import('@/features/account/pages/VerifyEmailPage'), ACCOUNT),
      },
      {
        path: paths.conseillerSetup,
        ...page(() => import('@/features/billing/pages/ConseillerSetupPage'), ACCOUNT),
      },
      {
        path: paths.conseillerAccountSetup,
        ...page(() => import('@/features/billing/pages/ConseillerSetupPage'), ACCOUNT),
      },
      {
        path: paths.internationalPaymentSuccess,
        ...page(() => import('@/features/billing/pages/InternationalPaymentSuccessPage'), ACCOUNT),
      },
      {
        path: paths.intlSuccess,
        ...page(() => import('@/features/billing/pages/InternationalPaymentSuccessPage'), ACCOUNT),
      },
      {
        path: paths.internationalSetup,
        ...page(() => import('@/features/billing/pages/InternationalSetupPage'), ACCOUNT),
      },
      {
        path: paths.resubscriptionSuccess,
        ...page(() => import('@/features/billing/pages/ResubscriptionSuccessPage'), ACCOUNT),
      },
      {
        path: paths.paymentSuccess,
        ...page(() => import('@/features/billing/pages/PaymentSuccessPage'), ACCOUNT),
      },
      {
        path: paths.paymentCancel,
        ...page(() => import('@/features/billing/pages/PaymentCancelPage'), ACCOUNT),
      },
      { path: paths.internationalApp, ...page(() => import('./routes/international-app'), SIGNED_IN) },
      { path: paths.dashboard, ...page(() => import('./routes/enterprise-dashboard'), SIGNED_IN) },
      { path: paths.conseillerResults, ...page(() => import('./routes/conseiller-results'), SIGNED_IN) },
      {
        path: paths.internationalResults,
        ...page(() => import('./routes/international-results'), SIGNED_IN),
      },
      { path: paths.riskAnalysis, ...page(() => import('./routes/enterprise-analysis'), SIGNED_IN) },
      { path: paths.riskAnalysisResults, ...page(() => import('./routes/enterprise-results'), SIGNED_IN) },
      { path: paths.analysisResults, ...page(() => import('./routes/analysis-results'), SIGNED_IN) },
      { path: paths.conseillerHistory, ...page(() => import('./routes/conseiller-history'), SIGNED_IN) },
      { path: paths.conseillerActions, ...page(() => import('./routes/conseiller-actions'), SIGNED_IN) },
      {
        path: paths.internationalHistory,
        ...page(() => import('./routes/international-history'), SIGNED_IN),
      },
      {
        path: paths.internationalActions,
        ...page(() => import('./routes/international-actions'), SIGNED_IN),
      },
      { path: paths.teamManagement, ...page(() => import('./routes/team-management'), SIGNED_IN) },
      { path: paths.assistant, ...page(() => import('./routes/assistant'), ASSISTANT) },
      { path: paths.gemini, ...page(() => import('./routes/assistant'), ASSISTANT) },
      {
        path: paths.acceptTeamInvitation,
        ...page(() => import('@/features/teams/pages/AcceptInvitationPage'), TEAM_ENTRY),
      },
      {
        path: paths.setPassword,
        ...page(() => import('@/features/teams/pages/SetPasswordPage'), TEAM_ENTRY),
      },
      {
        path: paths.visitorAccess,
        ...page(() => import('@/features/teams/pages/VisitorAccessPage'), TEAM_ENTRY),
      },
      { path: paths.profile, ...page(() => import('./routes/profile'), PROFILE) },
      {
        path: paths.conseillerProfile,
        ...page(() => import('./routes/conseiller-profile'), PROFILE),
      },
      { path: paths.admin, ...page(() => import('./routes/admin-dashboard'), ADMIN) },
      { path: paths.adminBackups, ...page(() => import('./routes/backup-manager'), ADMIN) },
      { path: paths.backupManager, ...page(() => import('./routes/backup-manager'), ADMIN) },
      { path: paths.stripeTest, ...page(() => import('./routes/stripe-test'), ADMIN) },
      { path: paths.success, ...page(() => import('./routes/payment-result')) },
      { path: paths.cancel, ...page(() => import('./routes/payment-result')) },
      // ── account pages: insert routes above this line ──
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let router: BrowserRouter | undefined;

/** Made on first use, not at import: the build's prerender (web/app/prerender.tsx) imports the routes in Node. */
function browserRouter(): BrowserRouter {
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Resolves once the current route's code and texts are loaded: main.tsx renders only then, so a
 * prerendered page is hydrated with the same content (never replaced by the loading fallback).
 */
export function routerReady(): Promise<void> {
  const started = browserRouter();
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={browserRouter()} />;
}
