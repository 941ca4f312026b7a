import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '#shared/languages';
import { startI18n } from '@/i18n/load-languages';
import { AppProvider } from './provider';
import { routes } from './router';

/*
 * The build's server entry (scripts/prerender-web.ts bundles it for Node): renders a public page
 * in French as a first-time visitor sees it, for the app to hydrate.
 */

let i18nStarted: Promise<void> | undefined;

/** The HTML inside `#root` for `path`: the same tree main.tsx renders, once every lazy part has loaded. */
export async function renderPage(path: string): Promise<string> {
  i18nStarted ??= startI18n(DEFAULT_LANGUAGE, () => {});
  await i18nStarted;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        {/* No hydration data: the client router loads the same lazy route before it hydrates. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
