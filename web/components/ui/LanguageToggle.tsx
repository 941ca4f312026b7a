import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/languages';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from './cn';

const TOGGLE_LANGUAGES: readonly Language[] = ['fr', 'en'];

/** A compact FR/EN switch; the choice is persisted by the i18n module. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className={cn('inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-sm', className)}
    >
      {TOGGLE_LANGUAGES.map((code) => {
        const language = LANGUAGES.find((l) => l.code === code);
        const selected = active === code;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            title={language?.nativeName}
            aria-pressed={selected}
            disabled={!hydrated}
            onClick={() => void i18n.changeLanguage(code)}
            className={cn(
              'h-8 min-w-10 rounded-md px-2 text-xs font-semibold tracking-wide uppercase transition-colors',
              'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              selected ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {code.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
