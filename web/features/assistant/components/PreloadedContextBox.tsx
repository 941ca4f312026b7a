import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatCount } from '@/features/analysis';
import type { PreloadedContext } from '@/features/teams';
import { preloadedTitles } from '../preloaded';

interface PreloadedContextBoxProps {
  context: PreloadedContext;
  language: string;
  onRemove: () => void;
}

/** The reports chosen on the dashboard (spec 2.4): counts, the first three titles, then how many others. */
export function PreloadedContextBox({ context, language, onRemove }: PreloadedContextBoxProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { shown, others } = preloadedTitles(context);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="preloaded-context"
      className="grid gap-2 rounded-xl border border-violet-200 bg-violet-50 p-4 text-violet-950"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {t('assistant.preloaded.heading')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onRemove} className="text-violet-900 hover:bg-violet-100">
          {t('assistant.preloaded.remove')}
        </Button>
      </div>
      <p className="text-sm" data-testid="preloaded-counts">
        {t('assistant.preloaded.counts', {
          analyses: formatCount(context.counts.analyses, language),
          files: formatCount(context.counts.files, language),
        })}
      </p>
      <ul className="list-disc pl-5 text-sm">
        {shown.map((title, index) => (
          <li key={`${index}-${title}`} className="break-words">
            {title}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <p className="text-sm" data-testid="preloaded-others">
          {t('assistant.preloaded.others', { number: formatCount(others, language) })}
        </p>
      )}
    </section>
  );
}
