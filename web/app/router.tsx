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
      { path: paths.home, ...page(() => import('../features/landing/pages/LandingPage')) },
      { path: paths.login, ...page(() => import('../features/auth/pages/LoginPage')) },
      {
        path: paths.emailVerificationRequired,
        ...page(() => import('../features/auth/pages/EmailVerificationRequiredPage')),
      },
      { path: paths.conseillerApp, ...page(() => import('./routes/conseiller-app')) },
      // ── public pages: insert routes above this line ──
      // ── account pages: insert routes above this line ──
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
