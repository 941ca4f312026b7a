import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { jurisdictionName } from '#shared/taxonomy';
import { EnhancedAnalysisPanel, formatDateTime } from '@/features/analysis';
import { saveBlob } from '@/lib/save-blob';
import { answerText, answerTextFileName, languageName } from '../answer-text';
import { enhancedFromAnswer } from '../enhanced-analysis';
import { AnswerActions } from './AnswerActions';
import { AnswerSources } from './AnswerSources';

interface AnswerPanelProps {
  item: AssistantHistoryItem;
  language: string;
  onClose: () => void;
}

/**
 * The detailed report of a question (spec 2.4): date, province or territory, id, the question, the
 * files it was asked over, then the answer: what the documents say (or, plainly, that they do not
 * contain it), the passages quoted from each source, and the provisions that apply.
 */
export function AnswerPanel({ item, language, onClose }: AnswerPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const province = jurisdictionName(item.province, language) ?? item.province;
  const date = formatDateTime(item.timestamp, language);

  // Opened from a list or by a new answer: the focus moves to it, and it comes into view.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [item.id]);

  const exportText = () =>
    saveBlob(
      new Blob([answerText(t, item, language, date)], { type: 'text/plain;charset=utf-8' }),
      answerTextFileName(item),
    );

  const facts: [string, string, string][] = [
    ['date', t('assistant.answer.date'), date],
    ['province', t('assistant.answer.province'), province],
    ['language', t('assistant.answer.language'), languageName(item.language)],
    ['id', t('assistant.answer.id'), item.id],
    ['files', t('assistant.answer.files'), item.fileNames.join(', ') || t('assistant.answer.noFiles')],
  ];

  let results;
  if (item.status === 'failed')
    results = (
      <p className="text-sm text-red-800" role="alert">
        {t('assistant.ask.failed', { error: item.error?.message ?? t('formErrors.unexpected') })}
      </p>
    );
  else if (!item.answer) results = <p className="text-sm text-slate-600">{t('assistant.answer.none')}</p>;
  else
    results = (
      <>
        {!item.answer.found && (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-testid="answer-not-found"
          >
            {t('assistant.answer.notFound')}
          </p>
        )}
        <EnhancedAnalysisPanel
          analysis={enhancedFromAnswer(item.answer, province, language, (status) =>
            t(`assistant.answer.status.${status}`),
          )}
          language={language}
        >
          <AnswerSources passages={item.answer.passages} />
        </EnhancedAnalysisPanel>
        <p className="text-xs text-slate-500">{t(`assistant.answer.engine.${item.answer.engine}`)}</p>
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      data-testid="answer-panel"
      data-answer-id={item.id}
      className="grid scroll-mt-24 gap-5 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          {t('assistant.answer.heading')}
        </h2>
        <AnswerActions item={item} onExportText={exportText} onClose={onClose} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([key, label, value]) => (
          <div key={key} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900" data-testid={`answer-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold text-slate-500">{t('assistant.answer.question')}</h3>
        <p className="font-medium break-words text-slate-900" data-testid="answer-question">
          {item.question}
        </p>
      </div>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('assistant.answer.results')}</h3>
        {results}
      </div>
    </section>
  );
}
