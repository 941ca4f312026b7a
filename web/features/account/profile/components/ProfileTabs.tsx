import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { PROFILE_TABS, tabAfterKey, type ProfileTab } from '../profile-tabs';

const LABELS = {
  profile: 'profilePage.tabs.profile',
  subscription: 'profilePage.tabs.subscription',
  security: 'profilePage.tabs.security',
} as const satisfies Record<ProfileTab, string>;

interface ProfileTabsProps {
  current: ProfileTab;
  onChange: (tab: ProfileTab) => void;
  /** The content of the tab shown. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order (the one shown), arrows, Home and End move
 * between tabs and show them; the panel is named by its tab and can take the focus.
 */
export function ProfileTabs({ current, onChange, children }: ProfileTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="grid gap-5">
      <div
        role="tablist"
        aria-label={t('profilePage.tabs.label')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {PROFILE_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onChange(tab)}
            data-testid={`profile-tab-${tab}`}
            className={cn(
              '-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:px-4',
              tab === current
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}`}
        tabIndex={0}
        className="grid gap-6 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
