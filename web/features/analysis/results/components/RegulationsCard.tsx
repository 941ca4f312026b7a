import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { formatArticles } from '#shared/knowledge/articles';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages';
import type { AnalysisResult } from '#shared/schemas/analysis';
import { jurisdictionName } from '#shared/taxonomy';
import { SectionCard } from './SectionCard';

type Regulation = AnalysisResult['regulations'][number];

/** One labelled line of a regulation; left out when empty. */
function Line({ label, value }: { label: string; value: string | null }) {
  if (!value?.trim()) return null;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{value}</dd>
    </div>
  );
}

/** Applicable regulations of the analysis' jurisdiction: count, then each text in detail. */
export function RegulationsCard({
  regulations,
  jurisdiction,
}: {
  regulations: readonly Regulation[];
  jurisdiction: string;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const name = jurisdictionName(jurisdiction, i18n.resolvedLanguage ?? i18n.language) ?? jurisdiction;
  return (
    <SectionCard
      title={t('report.regulations.heading')}
      testId="applicable-regulations"
      aside={
        <p className="text-sm text-slate-600">
          {t('report.regulations.summary', { name, total: regulations.length })}
        </p>
      }
    >
      {regulations.length === 0 ? (
        <p className="text-slate-600">{t('report.regulations.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {regulations.map((regulation, index) => (
            <li
              key={`${regulation.title}-${index}`}
              data-testid="regulation"
              className="grid gap-2 rounded-xl border border-slate-200 p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words text-slate-900">{regulation.title}</h3>
                {regulation.status === 'unconfirmed' && (
                  <Badge tone="warning">{t('report.regulations.unconfirmed')}</Badge>
                )}
              </div>
              {regulation.description && <p className="text-sm text-slate-700">{regulation.description}</p>}
              <dl className="grid gap-1.5">
                <Line
                  label={t('report.regulations.articles')}
                  value={regulation.articles && formatArticles(regulation.articles, language)}
                />
                <Line label={t('report.regulations.coverage')} value={regulation.coverage} />
                <Line label={t('report.regulations.authority')} value={regulation.authority} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
