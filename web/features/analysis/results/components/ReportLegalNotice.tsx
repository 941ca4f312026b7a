import { useTranslation } from 'react-i18next';
import { SectionCard } from './SectionCard';

/** Legal notice: informational only, to be verified by professionals. */
export function ReportLegalNotice() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('report.legal.heading')} testId="report-legal-notice" className="bg-slate-50">
      <div className="grid gap-2 text-sm text-slate-700">
        <p>{t('report.legal.informational')}</p>
        <p>{t('report.legal.verify')}</p>
        <p>{t('report.legal.generated')}</p>
      </div>
    </SectionCard>
  );
}
