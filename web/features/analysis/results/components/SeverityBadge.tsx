import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { SEVERITY_CLASSES, severityBadge } from '../severity';

/** The severity of a risk: its own label, coloured by level (critical red … low green). */
export function SeverityBadge({ label, level }: { label: string; level: string }) {
  const { t } = useTranslation();
  const badge = severityBadge(label, level);
  const text =
    badge.text ??
    (badge.label && badge.label !== 'notSpecified'
      ? t(`risk.${badge.label}`)
      : t('report.severity.notSpecified'));
  return (
    <span
      data-testid="severity-badge"
      data-tone={badge.tone}
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        SEVERITY_CLASSES[badge.tone],
      )}
    >
      {t('report.severity.badge', { label: text })}
    </span>
  );
}
