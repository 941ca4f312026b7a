import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatCount } from '@/features/analysis';

interface SelectionBarProps {
  count: number;
  language: string;
  onUse: () => void;
  onCancel: () => void;
}

/**
 * The chosen reports and what to do with them: hand them to the assistant, or let them go. It
 * sticks to the bottom of the screen while reports are ticked, so it is in reach on a phone.
 */
export function SelectionBar({ count, language, onUse, onCancel }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('dashboard.selection.label')}
      data-testid="selection-bar"
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:pb-3"
    >
      <p role="status" className="text-sm font-medium text-slate-800" data-testid="selection-count">
        {t('dashboard.selection.count', { number: formatCount(count, language) })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel} data-testid="selection-cancel">
          {t('dashboard.selection.cancel')}
        </Button>
        <Button size="sm" onClick={onUse} data-testid="selection-use">
          {t('dashboard.selection.use')}
        </Button>
      </div>
    </div>
  );
}
