import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import type { appAreas, AppArea } from '../app-areas';

type NavEntries = (typeof appAreas)[AppArea]['nav'];

/**
 * The app's screens: a row of links from tablets up; on a phone one button that opens them, naming
 * the screen shown. The current link carries aria-current="page" (NavLink sets it).
 */
export function AppNav({ links }: { links: NavEntries }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // A link followed closes the phone menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const current = links.find((link) => link.to === pathname);
  return (
    <nav aria-label={t('workNav.label')} className="border-t border-slate-100" data-testid="app-nav">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-sm font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:hidden"
          data-testid="app-nav-toggle"
        >
          <span>
            {t('workNav.menu')}
            {current && <span className="font-normal text-slate-600"> · {t(current.label)}</span>}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <ul id={listId} className={cn(open ? 'grid' : 'hidden', 'gap-1 pb-3 sm:flex sm:gap-2 sm:pb-0')}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                    'sm:rounded-none sm:border-b-2 sm:px-2',
                    isActive
                      ? 'bg-brand-50 text-brand-800 sm:border-brand-700 sm:bg-transparent'
                      : 'text-slate-700 hover:bg-slate-100 sm:border-transparent sm:hover:border-slate-300 sm:hover:bg-transparent',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
