import { useTranslation } from 'react-i18next';
import { SectionCard } from './SectionCard';

/** General notes: the analysis' general recommendations and the generic ones taken from the risks. */
export function GeneralNotes({ notes }: { notes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('report.generalNotes.heading')} testId="general-notes">
      {notes.length === 0 ? (
        <p className="text-slate-600">{t('report.generalNotes.none')}</p>
      ) : (
        <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
          {notes.map((note, index) => (
            <li key={index} className="break-words">
              {note}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
