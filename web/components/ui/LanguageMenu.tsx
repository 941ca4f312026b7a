import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '#shared/languages';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from './cn';
import { SelectChevron } from './Select';

/**
 * A dropdown of the seven interface languages. Changing it changes the i18n language,
 * which the i18n module persists in browser storage.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const hydrated = useHydrated();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={active}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        className={cn(
          'h-9 appearance-none rounded-lg border border-slate-300 bg-white pr-8 pl-2.5 text-sm font-medium text-slate-800 shadow-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {/* Names, not flag emoji: a machine without an emoji font shows flags as empty boxes. */}
            {language.nativeName}
          </option>
        ))}
      </select>
      <SelectChevron className="right-2.5" />
    </div>
  );
}
