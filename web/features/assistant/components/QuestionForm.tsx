import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_PROVINCES, type ConsolidatedRequest } from '#shared/schemas/assistant';
import { jurisdictionName } from '#shared/taxonomy';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Select } from '@/components/ui/Select';
import { cn } from '@/components/ui/cn';
import { fieldBorderClasses } from '@/components/ui/Field';
import { DictationButton, DictationStatus, appendTranscript, useDictation } from '@/features/analysis';
import type { Ask } from '../use-ask';
import { NewFilesList } from './NewFilesList';

type Province = ConsolidatedRequest['province'];

interface QuestionFormProps {
  question: string;
  onQuestionChange: (question: string) => void;
  province: Province;
  onProvinceChange: (province: Province) => void;
  newFiles: readonly File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
  run: Ask;
  /** Why the last Analyze could not go (spec section 5), shown under the button. */
  problem: string | null;
  onSubmit: () => void;
  language: string;
}

/**
 * The question (spec 2.4): province or territory, the question with voice dictation, files for
 * this question only, and Analyze, which waits while a question runs and needs a question first.
 */
export function QuestionForm({
  question,
  onQuestionChange,
  province,
  onProvinceChange,
  newFiles,
  onAddFiles,
  onRemoveFile,
  run,
  problem,
  onSubmit,
  language,
}: QuestionFormProps) {
  const { t, i18n } = useTranslation();
  const questionId = useId();
  const hintId = useId();
  const dictationHintId = useId();
  const statusId = useId();
  const dictation = useDictation((phrase) =>
    onQuestionChange(appendTranscript(question, phrase, i18n.language)),
  );
  const empty = question.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && !run.running) onSubmit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('assistant.ask.heading')}</h2>
      <div className="max-w-sm">
        <Select
          label={t('assistant.ask.province')}
          value={province}
          onChange={(event) => onProvinceChange(event.target.value as Province)}
          disabled={run.running}
          data-testid="province-select"
        >
          {ASSISTANT_PROVINCES.map((code) => (
            <option key={code} value={code}>
              {jurisdictionName(code, language) ?? code}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={questionId} className="text-sm font-medium text-slate-800">
            {t('assistant.ask.question')}
          </label>
          {/* A disabled button shows no tooltip of its own: its wrapper carries it. */}
          <span title={dictation.supported ? undefined : t('capture.dictation.unsupported')}>
            <DictationButton
              dictation={dictation}
              disabled={run.running}
              unsupportedHintId={dictationHintId}
            />
          </span>
        </div>
        <textarea
          id={questionId}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          rows={4}
          maxLength={2000}
          placeholder={t('assistant.ask.placeholder')}
          aria-describedby={empty ? hintId : undefined}
          disabled={run.running}
          data-testid="question-input"
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
            'placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100',
            fieldBorderClasses(undefined),
          )}
        />
        <DictationStatus dictation={dictation} unsupportedHintId={dictationHintId} />
      </div>
      <NewFilesList
        files={newFiles}
        onAdd={onAddFiles}
        onRemove={onRemoveFile}
        disabled={run.running}
        language={language}
      />
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={empty}
          loading={run.running}
          aria-describedby={run.running ? statusId : empty ? hintId : undefined}
          data-testid="analyze-button"
        >
          {run.running ? t('assistant.ask.running') : t('assistant.ask.submit')}
        </Button>
        <p id={hintId} className="text-sm text-slate-600 empty:hidden" data-testid="question-hint">
          {empty && !run.running ? t('assistant.ask.questionRequired') : ''}
        </p>
        <p
          id={statusId}
          role="status"
          className="text-sm text-slate-600 empty:hidden"
          data-testid="ask-status"
        >
          {run.phase === 'preparing'
            ? t('assistant.ask.preparing')
            : run.phase === 'waiting'
              ? t('assistant.ask.waiting')
              : ''}
        </p>
      </div>
      <FormAlert>
        {problem && <p data-testid="ask-problem">{problem}</p>}
        {run.timedOut && <p data-testid="ask-timeout">{t('assistant.ask.timeout')}</p>}
      </FormAlert>
    </form>
  );
}
