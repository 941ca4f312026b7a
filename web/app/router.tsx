import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { RouteError } from './routes/error';

type PageModule = { default: ComponentType };

/** Pages are split into their own chunks, so each page loads only what it uses. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh bg-slate-50" />,
    children: [
      { path: paths.home, ...page(() => import('../features/marketing/pages/LandingPage')) },
      { path: paths.login, ...page(() => import('../features/auth/pages/LoginPage')) },
      {
        path: paths.emailVerificationRequired,
        ...page(() => import('../features/auth/pages/EmailVerificationRequiredPage')),
      },
      { path: paths.conseillerApp, ...page(() => import('./routes/conseiller-app')) },
      { path: paths.conseiller, ...page(() => import('./routes/conseiller-landing')) },
      { path: paths.conseillerLanding, ...page(() => import('./routes/conseiller-landing')) },
      { path: paths.international, ...page(() => import('./routes/international-landing')) },
      { path: paths.internationalLanding, ...page(() => import('./routes/international-landing')) },
      { path: paths.pricing, ...page(() => import('../features/checkout/pages/PricingPage')) },
      { path: paths.checkoutEntry, ...page(() => import('../features/checkout/pages/CheckoutEntryPage')) },
      { path: paths.privacyPolicy, ...page(() => import('../features/marketing/pages/PrivacyPolicyPage')) },
      { path: paths.termsConditions, ...page(() => import('../features/marketing/pages/TermsPage')) },
      { path: paths.contact, ...page(() => import('../features/marketing/pages/ContactPage')) },
      // ── public pages: insert routes above this line ──
      { path: paths.forgotPassword, ...page(() => import('../features/account/pages/ForgotPasswordPage')) },
      { path: paths.resetPassword, ...page(() => import('../features/account/pages/ResetPasswordPage')) },
      { path: paths.verifyEmail, ...page(() => import('../features/account/pages/VerifyEmailPage')) },
      { path: paths.conseillerSetup, ...page(() => import('../features/account/pages/ConseillerSetupPage')) },
      {
        path: paths.conseillerAccountSetup,
        ...page(() => import('../features/account/pages/ConseillerSetupPage')),
      },
      {
        path: paths.internationalPaymentSuccess,
        ...page(() => import('../features/account/pages/InternationalPaymentSuccessPage')),
      },
      {
        path: paths.intlSuccess,
        ...page(() => import('../features/account/pages/InternationalPaymentSuccessPage')),
      },
      {
        path: paths.internationalSetup,
        ...page(() => import('../features/account/pages/InternationalSetupPage')),
      },
      {
        path: paths.resubscriptionSuccess,
        ...page(() => import('../features/account/pages/ResubscriptionSuccessPage')),
      },
      { path: paths.paymentSuccess, ...page(() => import('../features/account/pages/PaymentSuccessPage')) },
      { path: paths.paymentCancel, ...page(() => import('../features/account/pages/PaymentCancelPage')) },
      { path: paths.internationalApp, ...page(() => import('./routes/international-app')) },
      { path: paths.dashboard, ...page(() => import('./routes/enterprise-dashboard')) },
      { path: paths.conseillerResults, ...page(() => import('./routes/conseiller-results')) },
      { path: paths.internationalResults, ...page(() => import('./routes/international-results')) },
      { path: paths.riskAnalysis, ...page(() => import('./routes/enterprise-analysis')) },
      { path: paths.riskAnalysisResults, ...page(() => import('./routes/enterprise-results')) },
      { path: paths.analysisResults, ...page(() => import('./routes/analysis-results')) },
      // ── account pages: insert routes above this line ──
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
