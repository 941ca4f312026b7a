import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** The notice required on landing pages and reports: analyses are informational only. */
export function LegalNotice({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('site.legalNoticeTitle')}
      data-testid="legal-notice"
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm leading-relaxed',
        tone === 'light'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-white/15 bg-white/5 text-brand-100',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className={cn('mt-0.5 size-5 shrink-0', tone === 'light' ? 'text-amber-600' : 'text-accent-400')}
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
      </svg>
      <div className="grid gap-0.5">
        <p className="font-semibold">{t('site.legalNoticeTitle')}</p>
        <p>{t('common.legalNotice')}</p>
      </div>
    </aside>
  );
}
