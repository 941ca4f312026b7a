import { useTranslation } from 'react-i18next';
import type { Risk } from '#shared/schemas/analysis';

/** Quotes of what was read, each with its file, page and source (document text, OCR, caption…). */
export function EvidenceList({ evidence }: { evidence: readonly Risk['evidence'][number][] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2">
      {evidence.map((item, index) => (
        <li key={index} data-source={item.source} className="grid gap-1 border-l-4 border-slate-200 pl-3">
          <blockquote className="text-sm break-words text-slate-800 italic">{item.excerpt}</blockquote>
          <p className="text-xs break-words text-slate-500">
            {[
              item.fileName,
              item.page ? t('report.risks.page', { page: item.page }) : null,
              t(`report.sources.${item.source}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
