import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisStatusResponse } from '../api/analysis-status';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { usePatchAnalysis } from './api';

type Cover = NonNullable<AnalysisStatusResponse['workbench']>['report'];
const FIELDS = ['clientName', 'clientAddress', 'visitDate', 'adviserName', 'adviserTitle'] as const;

/** The report's cover for this analysis: client, address, visit date, who signs it. */
export function ReportCoverCard({ analysisId, cover }: { analysisId: string; cover: Cover }) {
  const { t } = useTranslation();
  const patch = usePatchAnalysis(analysisId);
  const [values, setValues] = useState<Cover>(cover);
  const changed = FIELDS.filter((field) => values[field].trim() !== cover[field]);
  const save = () =>
    patch.mutate(
      { report: Object.fromEntries(changed.map((field) => [field, values[field].trim()])) },
      {
        onSuccess: () => toast({ title: t('workbench.saved') }),
        onError: (error) =>
          toast({ title: apiErrorText(t, error, t('workbench.saveError')), variant: 'destructive' }),
      },
    );
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4" data-testid="report-cover">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('workbench.cover')}</summary>
      <div className="mt-4 grid gap-4">
        <p className="text-sm text-slate-600">{t('workbench.coverHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <Input
              key={field}
              label={t(`workbench.${field}`)}
              type={field === 'visitDate' ? 'date' : 'text'}
              value={values[field]}
              maxLength={field === 'clientAddress' ? 400 : 200}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              data-testid={`cover-${field}`}
            />
          ))}
        </div>
        <Button
          className="justify-self-start"
          onClick={save}
          disabled={changed.length === 0}
          loading={patch.isPending}
          data-testid="cover-save"
        >
          {t('workbench.save')}
        </Button>
      </div>
    </details>
  );
}
