import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, initI18n } from '@/i18n';
import { readAuthHint } from '@/lib/auth-storage';
import { AppProvider } from './provider';
import { AppRouter, routerReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
/**
 * The build rendered this page's HTML (web/app/prerendered-paths.ts); other routes get the
 * shell's spinner (scripts/prerender-web.ts), which the first render replaces.
 */
const prerendered = container.hasChildNodes() && !container.querySelector('[data-boot-spinner]');

/**
 * Resolves once the browser has painted the shell's spinner, so the app's work and downloads never
 * hold it back; after 100 ms at the latest (a hidden tab paints no frames). A prerendered page
 * does not wait: its buttons work only once hydrated.
 */
function afterFirstPaint(): Promise<void> {
  if (prerendered) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
}

// The stored language may be a separate chunk, and the route's code too: render once both are
// loaded, so no key shows and a prerendered page never falls back to the loading screen.
void afterFirstPaint()
  .then(() => Promise.all([initI18n(), routerReady()]))
  .then(() => {
    const app = (
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>
    );
    // The prerendered HTML is what a signed-out visitor sees in French: hydrate it only then; for
    // anyone else the first render differs, so it replaces the HTML (same layout, other texts).
    // A transition: React renders in slices, yielding to the browser (no long task blocks input).
    startTransition(() => {
      if (prerendered && currentLanguage() === 'fr' && readAuthHint() === undefined)
        hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
