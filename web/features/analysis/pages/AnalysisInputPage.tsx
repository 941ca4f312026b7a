import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { analysisForm, analysisFormDefaults, toAnalysisDetails } from '../analysis-form';
import { AnalysisErrorAlert } from '../components/AnalysisErrorAlert';
import { AnalysisProgress } from '../components/AnalysisProgress';
import { UploadArea } from '../components/UploadArea';
import { WorkplaceFields } from '../components/WorkplaceFields';
import { useRunAnalysis } from '../use-run-analysis';

/**
 * /conseiller-sst/app: the adviser's input screen (analysis spec, section 2.1): files,
 * instructions, workplace, then the analysis with its progress.
 */
export function AnalysisInputPage() {
  const { t } = useTranslation();
  const hintsId = useId();
  const instructionsId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm({ resolver: zodResolver(analysisForm), defaultValues: analysisFormDefaults });
  const run = useRunAnalysis();
  const areaFilled = form.watch('area').trim() !== '';
  const hints = [files.length === 0 && t('analysis.hintFiles'), !areaFilled && t('analysis.hintArea')].filter(
    (hint): hint is string => Boolean(hint),
  );

  const onSubmit = form.handleSubmit((values) => {
    if (files.length === 0 || run.running) return;
    void run.start(files, toAnalysisDetails(values));
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid grid-cols-1 gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('analysis.title')}
        </h1>
        <p className="text-slate-600">{t('analysis.intro')}</p>
      </header>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-6"
        aria-busy={run.running || undefined}
      >
        <Card className="p-4 sm:p-6">
          <UploadArea files={files} onChange={setFiles} disabled={run.running} />
        </Card>
        <Card className="grid grid-cols-1 gap-1.5 p-4 sm:p-6">
          <label htmlFor={instructionsId} className="text-lg font-semibold text-slate-900">
            {t('analysis.instructions.label')}
          </label>
          <p className="text-sm text-slate-600">{t('analysis.instructions.hint')}</p>
          <textarea
            id={instructionsId}
            rows={4}
            maxLength={4000}
            disabled={run.running}
            placeholder={t('analysis.instructions.placeholder')}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 sm:text-sm"
            {...form.register('customInstructions')}
          />
        </Card>
        <Card className="p-4 sm:p-6">
          <WorkplaceFields form={form} disabled={run.running} />
        </Card>
        <div className="grid grid-cols-1 gap-3">
          {run.error && !run.running && <AnalysisErrorAlert error={run.error} />}
          {run.running && <AnalysisProgress run={run} />}
          <Button
            type="submit"
            size="lg"
            loading={run.running}
            disabled={hints.length > 0}
            aria-describedby={hints.length > 0 ? hintsId : undefined}
            className="w-full sm:w-auto sm:justify-self-start"
            data-testid="start-analysis"
          >
            {run.running ? t('analysis.running') : t('analysis.start')}
          </Button>
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
        </div>
      </form>
    </div>
  );
}

export default AnalysisInputPage;
