import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { LanguageMenu } from '@/components/ui/LanguageMenu';
import { AnswerPanel } from '../components/AnswerPanel';
import { AutoSelectDialog } from '../components/AutoSelectDialog';
import { DeleteEntriesDialog } from '../components/DeleteEntriesDialog';
import { HomeButton } from '../components/HomeButton';
import { LibrarySection } from '../components/LibrarySection';
import { PreloadedContextBox } from '../components/PreloadedContextBox';
import { QuestionForm } from '../components/QuestionForm';
import { useClearSpace } from '../use-clear-space';
import { useEntryDeletion } from '../use-entry-deletion';
import { useLibraryData } from '../use-library-data';
import { useLibraryUpload } from '../use-library-upload';
import { useQuestion } from '../use-question';
import { useSelection } from '../use-selection';

interface AssistantPageProps {
  /** Where Home leads: the enterprise dashboard, or the adviser's app. */
  homePath: string;
  /** A saved analysis's results screen, in the caller's app. */
  analysisHref: (id: string) => string;
}

/**
 * /perplexity and /gemini: the workplace safety assistant (spec 2.4). A question is asked over the
 * ticked documents of the library (history, imported files, analysis reports, regulatory
 * references) for a province or territory, and answered from them with their sources.
 */
export function AssistantPage({ homePath, analysisHref }: AssistantPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const data = useLibraryData();
  const ticks = useSelection(data.keys);
  const libraryUpload = useLibraryUpload();
  const space = useClearSpace();
  const [opened, setOpened] = useState<AssistantHistoryItem | null>(null);
  const question = useQuestion({
    data,
    selection: ticks.selection,
    select: ticks.select,
    upload: libraryUpload.upload,
    language,
    onAnswer: useCallback((item: AssistantHistoryItem) => setOpened(item), []),
  });
  const deletion = useEntryDeletion((deleted) => {
    if (deleted.some((entry) => entry.kind === 'history' && entry.id === opened?.id)) setOpened(null);
  });

  // References are all ticked as they arrive (spec section 4), each once: an untick stays.
  const [seenReferences, setSeenReferences] = useState<ReadonlySet<string>>(new Set());
  const arrived = data.keys.references.filter((id) => !seenReferences.has(id));
  if (arrived.length > 0) {
    setSeenReferences(new Set([...seenReferences, ...arrived]));
    ticks.select('references', arrived);
  }

  // The panel shows the freshest copy of the opened answer (once saved, it says so).
  const shown = opened ? (data.historyItems.find((item) => item.id === opened.id) ?? opened) : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('assistant.title')}
          </h1>
          <p className="max-w-2xl text-slate-600">{t('assistant.intro')}</p>
        </div>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <HomeButton
            progress={space.progress}
            onKeep={() => void navigate(homePath)}
            onClear={async () => {
              if (await space.clear()) void navigate(homePath);
            }}
          />
        </div>
      </div>
      {question.preloaded && (
        <PreloadedContextBox
          context={question.preloaded}
          language={language}
          onRemove={question.removePreloaded}
        />
      )}
      <QuestionForm
        question={question.question}
        onQuestionChange={question.setQuestion}
        province={question.province}
        onProvinceChange={question.setProvince}
        newFiles={question.newFiles}
        onAddFiles={question.addFiles}
        onRemoveFile={question.removeFile}
        run={question.run}
        problem={question.problem}
        onSubmit={question.analyze}
        language={language}
      />
      {shown && <AnswerPanel item={shown} language={language} onClose={() => setOpened(null)} />}
      <LibrarySection
        data={data}
        ticks={ticks}
        libraryUpload={libraryUpload}
        onOpen={setOpened}
        onDelete={deletion.request}
        analysisHref={analysisHref}
        language={language}
      />
      <DeleteEntriesDialog
        pending={deletion.pending}
        deleting={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        language={language}
      />
      <AutoSelectDialog
        available={question.autoSelect}
        onConfirm={question.analyzeAll}
        onCancel={question.refuseAutoSelect}
        language={language}
      />
    </div>
  );
}
