import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { WebNamespace } from '#shared/i18n/resources';
import { startAuthCheck } from '@/features/account';
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

/**
 * Pages are split into their own chunks, so each page loads only what it uses. A signed-in page
 * (behind the route guard) starts its session check with its code on the first page load, not
 * once it has rendered: the guard needs the answer before it shows anything.
 */
function page(
  load: () => Promise<PageModule>,
  namespaces: WebNamespace[] = [],
  { signedIn = false } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      // Later navigations find the session in the query cache.
      if (signedIn && !router?.state.initialized) startAuthCheck();
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module.default };
    },
  };
}

function signedInPage(load: () => Promise<PageModule>, namespaces = SIGNED_IN): Pick<RouteObject, 'lazy'> {
  return page(load, namespaces, { signedIn: true });
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
      { path: paths.conseillerApp, ...signedInPage(() => import('./routes/conseiller-app')) },
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
      { path: paths.internationalApp, ...signedInPage(() => import('./routes/international-app')) },
      { path: paths.dashboard, ...signedInPage(() => import('./routes/enterprise-dashboard')) },
      { path: paths.conseillerResults, ...signedInPage(() => import('./routes/conseiller-results')) },
      {
        path: paths.internationalResults,
        ...signedInPage(() => import('./routes/international-results')),
      },
      { path: paths.riskAnalysis, ...signedInPage(() => import('./routes/enterprise-analysis')) },
      { path: paths.riskAnalysisResults, ...signedInPage(() => import('./routes/enterprise-results')) },
      { path: paths.analysisResults, ...signedInPage(() => import('./routes/analysis-results')) },
      { path: paths.conseillerHistory, ...signedInPage(() => import('./routes/conseiller-history')) },
      { path: paths.conseillerActions, ...signedInPage(() => import('./routes/conseiller-actions')) },
      {
        path: paths.internationalHistory,
        ...signedInPage(() => import('./routes/international-history')),
      },
      {
        path: paths.internationalActions,
        ...signedInPage(() => import('./routes/international-actions')),
      },
      { path: paths.teamManagement, ...signedInPage(() => import('./routes/team-management')) },
      { path: paths.assistant, ...signedInPage(() => import('./routes/assistant'), ASSISTANT) },
      { path: paths.gemini, ...signedInPage(() => import('./routes/assistant'), ASSISTANT) },
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
      { path: paths.profile, ...signedInPage(() => import('./routes/profile'), PROFILE) },
      {
        path: paths.conseillerProfile,
        ...signedInPage(() => import('./routes/conseiller-profile'), PROFILE),
      },
      { path: paths.admin, ...signedInPage(() => import('./routes/admin-dashboard'), ADMIN) },
      { path: paths.adminBackups, ...signedInPage(() => import('./routes/backup-manager'), ADMIN) },
      { path: paths.backupManager, ...signedInPage(() => import('./routes/backup-manager'), ADMIN) },
      { path: paths.stripeTest, ...signedInPage(() => import('./routes/stripe-test'), ADMIN) },
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
