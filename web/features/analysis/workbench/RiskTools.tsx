import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '#shared/schemas/analysis';
import type * as z from 'zod';
import type { patchAnalysisRequest } from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { usePatchAnalysis } from './api';
import { MergeDialog } from './MergeDialog';
import { RiskActionPlan } from './RiskActionPlan';
import { RiskEditDialog } from './RiskEditDialog';

/**
 * The adviser's tools on one risk card: who changed it and what the engine proposed, the note,
 * edit, merge a duplicate into it (and undo), delete an own finding, and its corrective actions.
 */
export function RiskTools({
  analysisId,
  risk,
  risks,
  kept,
}: {
  analysisId: string;
  risk: Risk;
  risks: readonly Risk[];
  kept: boolean;
}) {
  const { t, i18n } = useTranslation();
  const patch = usePatchAnalysis(analysisId);
  const [dialog, setDialog] = useState<'edit' | 'merge' | 'delete' | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const send = (body: z.input<typeof patchAnalysisRequest>) =>
    patch.mutate(body, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: t('workbench.saved') });
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('workbench.saveError')), variant: 'destructive' }),
    });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const others = risks.filter((r) => r.riskId !== risk.riskId);

  return (
    <div className="grid gap-3 border-t border-slate-100 pt-3" data-testid="risk-tools">
      {risk.origin === 'adviser' && (
        <p
          className="text-xs font-semibold tracking-wide text-brand-800 uppercase"
          data-testid="own-finding-badge"
        >
          {t('workbench.addedByAdviser')}
        </p>
      )}
      {risk.note && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-slate-800" data-testid="risk-note">
          <span className="font-semibold">{t('workbench.note')} : </span>
          {risk.note}
        </p>
      )}
      {risk.editedBy && risk.editedAt && risk.origin !== 'adviser' && (
        <p className="text-xs text-slate-600" data-testid="risk-edited-by">
          {t('workbench.editedBy', { who: risk.editedBy, date: date(risk.editedAt) })}
        </p>
      )}
      {risk.original && (
        <div className="grid gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-expanded={showOriginal}
            onClick={() => setShowOriginal((shown) => !shown)}
            data-testid="show-original"
          >
            {showOriginal ? t('workbench.hideOriginal') : t('workbench.showOriginal')}
          </Button>
          {showOriginal && (
            <p className="text-sm text-slate-600" data-testid="risk-original">
              {t('workbench.original', {
                title: risk.original.title,
                likelihood: risk.original.likelihood,
                severity: risk.original.severity,
                level: t(`risk.${risk.original.level}`),
              })}
            </p>
          )}
        </div>
      )}
      {risk.mergedFrom?.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="risk-merged">
          <span>{t('workbench.merged', { ids: risk.mergedFrom.join(', ') })}</span>
          {risk.mergedFrom.map((id) => (
            <Button key={id} variant="ghost" size="sm" onClick={() => send({ unmerges: [id] })}>
              {t('workbench.undoMerge', { id })}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setDialog('edit')} data-testid="risk-edit">
          {t('workbench.edit')}
        </Button>
        {others.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('merge')} data-testid="risk-merge">
            {t('workbench.merge')}
          </Button>
        )}
        {risk.origin === 'adviser' && (
          <Button variant="ghost" size="sm" onClick={() => setDialog('delete')} data-testid="risk-delete">
            {t('workbench.deleteFinding')}
          </Button>
        )}
      </div>
      {kept && <RiskActionPlan analysisId={analysisId} risk={risk} />}

      {dialog === 'edit' && (
        <RiskEditDialog
          risk={risk}
          open
          onClose={() => setDialog(null)}
          saving={patch.isPending}
          onSave={(changes) => send({ risks: { [risk.riskId]: changes } })}
        />
      )}
      {dialog === 'merge' && (
        <MergeDialog
          keep={risk}
          others={others}
          open
          onClose={() => setDialog(null)}
          saving={patch.isPending}
          onMerge={(remove) => send({ merges: [{ keep: risk.riskId, remove }] })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('workbench.deleteFinding')}
        description={t('workbench.deleteFindingConfirm', { title: risk.title })}
        confirmLabel={t('workbench.deleteFinding')}
        cancelLabel={t('workbench.cancel')}
        tone="danger"
        pending={patch.isPending}
        onConfirm={() => send({ removedRisks: [risk.riskId] })}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
