import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

interface NavMenuButtonProps {
  controls: string;
  expanded: boolean;
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  className?: string;
}

/** The header's menu button: opens the navigation drawer below the sidebar's width. */
export function NavMenuButton({ controls, expanded, onClick, buttonRef, className }: NavMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={cn(
        'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:hidden',
        className,
      )}
      data-testid="app-nav-toggle"
    >
      <span className="sr-only">{t('workNav.menu')}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" strokeLinecap="round" />
      </svg>
    </button>
  );
}
