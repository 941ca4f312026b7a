import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_LEVELS } from '#shared/schemas/analysis';
import { DUE_DAYS_BY_LEVEL } from '#shared/schemas/workbench';
import { formatDayCount } from '../format';

/** The default delay of a new action by its risk's level, most urgent first. */
export function DueDelayLegend({ language }: { language: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const levels = [...RISK_LEVELS].reverse();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="due-delay-legend"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t('actionOverview.legend.heading')}
      </h2>
      <p className="text-slate-600">{t('actionOverview.legend.body')}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {levels.map((level) => (
          <div
            key={level}
            className="flex items-baseline justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
          >
            <dt className="text-slate-600">{t(`risk.${level}`)}</dt>
            <dd className="font-semibold text-slate-900">
              {formatDayCount(DUE_DAYS_BY_LEVEL[level], language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
