import { useTranslation } from 'react-i18next';

/** Says that the laws of this page are the ones the analysis cites. */
export function AnalysisInfo() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="analysis-info-title"
      className="grid gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-950"
    >
      <h2 id="analysis-info-title" className="text-lg font-semibold">
        {t('regulatoryMap.info.title')}
      </h2>
      <p className="text-sm leading-relaxed">{t('regulatoryMap.info.body')}</p>
    </section>
  );
}
