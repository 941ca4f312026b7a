import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Brand } from '@/components/ui/Brand';
import { cn } from '@/components/ui/cn';
import type { NavEntries } from '../app-areas';

interface AppNavProps {
  id: string;
  label: string;
  links: NavEntries;
  /** The phone drawer is open (from the sidebar's width up it is always shown). */
  open: boolean;
  onClose: () => void;
  drawerRef: Ref<HTMLElement>;
}

/**
 * The app's screens: a sidebar from 768 px up, a drawer below (hidden, so out of the tab order and
 * of the accessibility tree, until the menu button opens it). The current link carries
 * aria-current="page" (NavLink sets it).
 */
export function AppNav({ id, label, links, open, onClose, drawerRef }: AppNavProps) {
  const { t } = useTranslation();
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-30 bg-slate-950/50 backdrop-blur-[2px] md:hidden"
        />
      )}
      <nav
        ref={drawerRef}
        id={id}
        aria-label={label}
        data-testid="app-nav"
        className={cn(
          'fixed top-0 bottom-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-2xl transition-transform duration-200',
          open ? 'translate-x-0' : 'invisible -translate-x-full',
          'md:visible md:sticky md:top-20 md:bottom-auto md:z-auto md:w-56 md:max-w-none md:shrink-0 md:translate-x-0 md:self-start md:bg-transparent md:py-8 md:pr-0 md:pl-6 md:shadow-none md:transition-none',
        )}
      >
        <div className="flex items-center justify-between gap-3 md:hidden">
          <Brand />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('appNav.close')}
            className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            data-testid="app-nav-close"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
              <path d="M4 4l8 8M12 4l-8 8" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onClose}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                    isActive
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
