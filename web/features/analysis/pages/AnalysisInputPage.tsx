import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { toAnalysisDetails } from '../analysis-form';
import { useAnalysisForm } from '../use-analysis-form';
import { ClearAllButton } from '../capture/ClearAllButton';
import { DictationButton, DictationStatus } from '../capture/DictationButton';
import { FileActions } from '../capture/FileActions';
import { appendTranscript } from '../capture/dictation-rules';
import { useDictation } from '../capture/use-dictation';
import { useFileSelection } from '../capture/use-file-selection';
import { usePhotoCaptions } from '../capture/use-photo-captions';
import { forgetAnalysis } from '../analysis-memory';
import { VARIANTS, type AnalysisVariant } from '../capture/variants';
import { AnalysisErrorAlert } from '../components/AnalysisErrorAlert';
import { AnalysisProgress } from '../components/AnalysisProgress';
import { UploadArea } from '../components/UploadArea';
import { WorkplaceFields } from '../components/WorkplaceFields';
import { useRunAnalysis } from '../use-run-analysis';

/** The server's limit on the instructions (shared start schema). */
const MAX_INSTRUCTIONS = 4000;

interface AnalysisInputPageProps {
  /** The edition: adviser (/conseiller-sst/app), international, or enterprise (/risk-analysis). */
  variant?: AnalysisVariant;
}

/**
 * The analysis input screen of the three editions: files (each photo with an optional caption),
 * instructions (typed or dictated), workplace, then the analysis with its progress. The
 * enterprise edition adds file selection, download and clear-all; the international one
 * lists countries and announces the duration.
 */
export function AnalysisInputPage({ variant = 'conseiller' }: AnalysisInputPageProps) {
  const { t, i18n } = useTranslation();
  const hintsId = useId();
  const instructionsId = useId();
  const unsupportedHintId = useId();
  const enterprise = variant === 'enterprise';
  const [files, setFiles] = useState<File[]>([]);
  const form = useAnalysisForm(variant);
  const run = useRunAnalysis(variant);
  const selection = useFileSelection(files);
  const captions = usePhotoCaptions();
  const { update } = form;
  const dictation = useDictation(
    useCallback(
      (phrase: string) =>
        update('customInstructions', (current) =>
          appendTranscript(current, phrase, i18n.language).slice(0, MAX_INSTRUCTIONS),
        ),
      [update, i18n.language],
    ),
  );
  const areaFilled = form.values.area.trim() !== '';
  const hints = [files.length === 0 && t('analysis.hintFiles'), !areaFilled && t('analysis.hintArea')].filter(
    (hint): hint is string => Boolean(hint),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit((values) => {
      if (files.length === 0 || run.running) return;
      void run.start(files, toAnalysisDetails(values), captions.listFor(files));
    });
  };

  /** Clears the screen at once, then the saved analyses on the server. */
  const clearAll = async () => {
    setFiles([]);
    captions.clear();
    selection.clear();
    form.reset();
    forgetAnalysis();
    run.reset();
    try {
      const { deleted } = await apiRequest<{ deleted: number }>('/api/analyses', { method: 'DELETE' });
      toast({
        title: t('capture.clearAll.done'),
        description: t('capture.clearAll.deletedAnalyses', { count: deleted }),
      });
    } catch {
      toast({ title: t('capture.clearAll.serverFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid grid-cols-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('analysis.title')}
          </h1>
          {enterprise && (
            <Badge tone="info" data-testid="enterprise-badge">
              {t('capture.enterpriseBadge')}
            </Badge>
          )}
        </div>
        <p className="text-slate-600">{t('analysis.intro')}</p>
      </header>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-6"
        aria-busy={run.running || undefined}
      >
        <Card className="p-4 sm:p-6">
          <UploadArea
            files={files}
            onChange={(next) => {
              setFiles(next);
              captions.keepListed(next);
            }}
            captions={captions.field}
            disabled={run.running}
            selection={enterprise ? selection : undefined}
            fileActions={
              enterprise ? <FileActions selection={selection} disabled={run.running} /> : undefined
            }
          />
        </Card>
        <Card className="grid grid-cols-1 gap-1.5 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={instructionsId} className="text-lg font-semibold text-slate-900">
              {t('analysis.instructions.label')}
            </label>
            <DictationButton
              dictation={dictation}
              disabled={run.running}
              unsupportedHintId={unsupportedHintId}
            />
          </div>
          <p className="text-sm text-slate-600">{t('analysis.instructions.hint')}</p>
          <textarea
            id={instructionsId}
            rows={4}
            maxLength={MAX_INSTRUCTIONS}
            disabled={run.running}
            placeholder={t('analysis.instructions.placeholder')}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 sm:text-sm"
            name="customInstructions"
            value={form.values.customInstructions}
            onChange={(event) => form.set('customInstructions', event.target.value)}
          />
          <DictationStatus dictation={dictation} unsupportedHintId={unsupportedHintId} />
        </Card>
        <Card className="p-4 sm:p-6">
          <WorkplaceFields
            form={form}
            disabled={run.running}
            jurisdictions={VARIANTS[variant].jurisdictions}
          />
        </Card>
        <div className="grid grid-cols-1 gap-3">
          {run.error && !run.running && <AnalysisErrorAlert error={run.error} />}
          {run.running && <AnalysisProgress run={run} />}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              type="submit"
              size="lg"
              loading={run.running}
              disabled={hints.length > 0}
              aria-describedby={hints.length > 0 ? hintsId : undefined}
              className="w-full sm:w-auto"
              data-testid="start-analysis"
            >
              {run.running ? t('analysis.running') : t('analysis.start')}
            </Button>
            {enterprise && <ClearAllButton onClear={() => void clearAll()} disabled={run.running} />}
          </div>
          {hints.length > 0 && (
            <ul
              id={hintsId}
              data-testid="start-hints"
              className="grid grid-cols-1 gap-1 text-sm text-slate-600"
            >
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
          {variant === 'international' && (
            <p data-testid="duration-note" className="text-sm text-slate-600">
              {t('capture.durationNote')}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
