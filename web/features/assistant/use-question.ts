import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem, ConsolidatedRequest } from '#shared/schemas/assistant';
import { takePreloadedContext, type PreloadedContext } from '@/features/teams';
import { currentLanguage } from '@/i18n';
import {
  countSelected,
  reportKey,
  selectedForQuestion,
  type AssistantTab,
  type Selection,
} from './assistant-tabs';
import { defaultProvince } from './default-province';
import { checkLibraryFiles } from './library-files';
import { preloadedQuestion } from './preloaded';
import { useAsk } from './use-ask';
import type { useLibraryData } from './use-library-data';
import { useRejectionToast, type useLibraryUpload } from './use-library-upload';

type Province = ConsolidatedRequest['province'];
type Fields = ReturnType<typeof selectedForQuestion>;

interface QuestionOptions {
  data: ReturnType<typeof useLibraryData>;
  selection: Selection;
  select: (tab: AssistantTab, keys: Iterable<string>) => void;
  upload: ReturnType<typeof useLibraryUpload>['upload'];
  language: string;
  onAnswer: (item: AssistantHistoryItem) => void;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The question and what it is asked over (spec sections 4 and 5): the dashboard's preloaded
 * context, the province (QC in French, ON otherwise, until one is chosen), files for this question,
 * the checks before Analyze (a question; something ticked, or all of it once confirmed), and the run.
 */
export function useQuestion({ data, selection, select, upload, language, onAnswer }: QuestionOptions) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [chosenProvince, setProvince] = useState<Province | null>(null);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preloaded, setPreloaded] = useState<PreloadedContext | null>(null);
  const [autoSelect, setAutoSelect] = useState<number | null>(null);
  const province = chosenProvince ?? defaultProvince(language);
  const showRejected = useRejectionToast();

  // The dashboard's choice is taken once (it leaves storage): its analyses, and a question.
  useEffect(() => {
    const context = takePreloadedContext();
    if (!context) return;
    setPreloaded(context);
    setQuestion((current) => current || preloadedQuestion(t, context.counts));
    select(
      'reports',
      context.analysisIds.map((id) => reportKey('analysis', id)),
    );
  }, [select, t]);

  const run = useAsk(
    useCallback(
      (item: AssistantHistoryItem) => {
        setQuestion('');
        onAnswer(item);
      },
      [onAnswer],
    ),
  );

  const send = (fields: Fields) =>
    run.ask(async () => {
      let added: string[] = [];
      if (newFiles.length > 0) {
        const items = await upload({
          collection: 'file',
          picker: 'files',
          files: newFiles,
          count: data.count,
        });
        if (items.length === 0) return null;
        added = items.map((item) => item.id);
        // They are in Imported Files now, ticked: asking again does not send them twice.
        setNewFiles([]);
        select('files', added);
      }
      return {
        question: question.trim(),
        language: currentLanguage(),
        province,
        ...fields,
        newFiles: added,
        preloadedAnalyses: preloaded?.analysisIds ?? [],
        preloadedFiles: [],
      };
    });

  const analyze = () => {
    setProblem(null);
    if (!question.trim()) return setProblem(t('assistant.ask.questionRequired'));
    const fields = selectedForQuestion(selection);
    if (countSelected(fields) + newFiles.length + (preloaded?.analysisIds.length ?? 0) > 0)
      return void send(fields);
    const { files, references, reports } = data.askable;
    const available = files.length + references.length + reports.length;
    if (available === 0) return setProblem(t('assistant.ask.nothingAvailable'));
    setAutoSelect(available);
  };

  const analyzeAll = () => {
    setAutoSelect(null);
    const { files, references, reports } = data.askable;
    select('files', files);
    select('references', references);
    select('reports', reports);
    void send(
      selectedForQuestion({
        ...selection,
        files: new Set(files),
        references: new Set(references),
        reports: new Set(reports),
      }),
    );
  };

  const addFiles = (picked: File[]) => {
    const { accepted, rejected } = checkLibraryFiles(picked, 'files');
    showRejected(rejected);
    setNewFiles((current) => [
      ...current,
      ...accepted.filter((file) => !current.some((kept) => sameFile(kept, file))),
    ]);
  };

  return {
    run,
    question,
    setQuestion: (text: string) => {
      setQuestion(text);
      setProblem(null);
    },
    province,
    setProvince,
    newFiles,
    addFiles,
    removeFile: (index: number) => setNewFiles((current) => current.filter((_, i) => i !== index)),
    problem,
    preloaded,
    removePreloaded: () => setPreloaded(null),
    analyze,
    autoSelect,
    analyzeAll,
    refuseAutoSelect: () => {
      setAutoSelect(null);
      setProblem(t('assistant.ask.selectionRequired'));
    },
  };
}
