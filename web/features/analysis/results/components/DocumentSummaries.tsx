import { useTranslation } from 'react-i18next';
import type { DocumentAnalysis } from '#shared/schemas/analysis';
import { SectionCard } from './SectionCard';

/** Detailed summary per document: how each file was read, what it says, what went wrong. */
export function DocumentSummaries({ documents }: { documents: readonly DocumentAnalysis[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('report.documents.heading')} testId="document-summaries">
      {documents.length === 0 ? (
        <p className="text-slate-600">{t('report.documents.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {documents.map((doc, index) => (
            <li
              key={`${doc.fileName}-${index}`}
              data-testid="document-summary"
              className="grid gap-2 rounded-xl border border-slate-200 p-4"
            >
              <h3 className="font-semibold break-all text-slate-900">{doc.fileName}</h3>
              <p className="text-xs text-slate-500">
                {[
                  t(`report.documents.kinds.${doc.kind}`),
                  t('report.documents.method', { method: t(`report.documents.methods.${doc.method}`) }),
                  doc.pages ? t('report.documents.pages', { total: doc.pages }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {doc.summary && <p className="text-sm break-words text-slate-800">{doc.summary}</p>}
              {doc.warnings.length > 0 && (
                <div
                  role="note"
                  className="grid gap-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  <p className="font-semibold">{t('report.documents.warnings')}</p>
                  <ul className="list-disc space-y-0.5 pl-5">
                    {doc.warnings.map((warning, i) => (
                      <li key={i}>{warning}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
