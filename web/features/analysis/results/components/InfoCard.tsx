import { useTranslation } from 'react-i18next';
import { jurisdictionName, sectorLabel } from '#shared/taxonomy';
import type { AnalysisStatusResponse } from '../../api/analysis-status';
import { useSectorNames } from '../../use-sector-names';
import { SectionCard } from './SectionCard';

/** The date and time in the interface language; the stored value as given if unreadable. */
function formatDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Analysis information: work area, jurisdiction, date and the sector classification. */
export function InfoCard({ job }: { job: AnalysisStatusResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { request } = job;
  const sectors = sectorLabel(request, language, useSectorNames(language));
  const notSpecified = t('report.notSpecified');
  const jurisdiction = job.analysis?.jurisdiction ?? request.jurisdiction;
  const rows: [string, string | undefined][] = [
    [t('report.info.area'), request.area],
    [t('report.info.jurisdiction'), jurisdictionName(jurisdiction, language) ?? jurisdiction],
    [t('report.info.date'), formatDate(job.createdAt, language)],
    [t('report.info.mainSector'), sectors.mainSector ?? request.mainSector],
    [t('report.info.subSector'), sectors.subSector ?? request.subSector],
    [t('report.info.specificActivity'), sectors.specificActivity ?? request.specificActivity],
  ];
  return (
    <SectionCard title={t('report.info.heading')} testId="analysis-info">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">
              {value?.trim() ? (
                value
              ) : (
                <span className="font-normal text-slate-500 italic">{notSpecified}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
