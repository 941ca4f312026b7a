import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '#shared/schemas/analysis';
import {
  ACTION_STATUSES,
  DUE_DAYS_BY_LEVEL,
  type Action,
  type ActionStatus,
} from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { uploadAfterPhoto, useActionMutations, useAnalysisActions } from './api';
import { defaultDueDate } from './due-date';

/** The corrective actions of one kept risk: add with a due date by level, status, closure evidence. */
export function RiskActionPlan({ analysisId, risk }: { analysisId: string; risk: Risk }) {
  const { t } = useTranslation();
  const { data } = useAnalysisActions(analysisId);
  const actions = (data?.actions ?? []).filter((action) => action.riskId === risk.riskId);
  const { create } = useActionMutations(analysisId);
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState({ title: '', ownerName: '', ownerEmail: '', dueDate: '' });
  const dueDate = form.dueDate || defaultDueDate(risk.level, new Date());
  const fail = (error: unknown) =>
    toast({ title: apiErrorText(t, error, t('workbench.saveError')), variant: 'destructive' });
  const add = () => {
    if (!form.title.trim()) return;
    create.mutate(
      {
        riskId: risk.riskId,
        title: form.title.trim(),
        ownerName: form.ownerName.trim(),
        ownerEmail: form.ownerEmail.trim(),
        dueDate,
      },
      {
        onSuccess: () => {
          setAdding(false);
          setForm({ title: '', ownerName: '', ownerEmail: '', dueDate: '' });
        },
        onError: fail,
      },
    );
  };
  return (
    <section className="grid gap-2" aria-label={t('workbench.actions')} data-testid="risk-action-plan">
      <h3 className="text-sm font-semibold text-slate-900">{t('workbench.actions')}</h3>
      {actions.length === 0 && !adding && (
        <p className="text-sm text-slate-600">{t('workbench.noActions')}</p>
      )}
      <ul className="grid gap-2">
        {actions.map((action) => (
          <ActionItem key={action.id} analysisId={analysisId} action={action} />
        ))}
      </ul>
      {adding ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-3" data-testid="action-form">
          <Input
            label={t('workbench.actionTitle')}
            value={form.title}
            maxLength={300}
            onChange={(event) => setForm({ ...form, title: event.target.value })}
            data-testid="action-title"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Input
              label={t('workbench.owner')}
              value={form.ownerName}
              maxLength={120}
              onChange={(event) => setForm({ ...form, ownerName: event.target.value })}
              data-testid="action-owner"
            />
            <Input
              label={t('workbench.ownerEmail')}
              type="email"
              value={form.ownerEmail}
              onChange={(event) => setForm({ ...form, ownerEmail: event.target.value })}
              data-testid="action-owner-email"
            />
          </div>
          <Input
            label={t('workbench.dueDate')}
            type="date"
            value={dueDate}
            onChange={(event) => setForm({ ...form, dueDate: event.target.value })}
            data-testid="action-due"
          />
          <p className="text-xs text-slate-600" data-testid="action-due-default">
            {t('workbench.dueDefault', {
              days: DUE_DAYS_BY_LEVEL[risk.level],
              level: t(`risk.${risk.level}`),
            })}
          </p>
          <div className="flex gap-2">
            <Button size="sm" onClick={add} loading={create.isPending} data-testid="action-save">
              {t('workbench.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAdding(false)}>
              {t('workbench.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => setAdding(true)}
          data-testid="action-add"
        >
          {t('workbench.addAction')}
        </Button>
      )}
    </section>
  );
}

function ActionItem({ analysisId, action }: { analysisId: string; action: Action }) {
  const { t, i18n } = useTranslation();
  const { update, remove } = useActionMutations(analysisId);
  const [note, setNote] = useState(action.closureNote);
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fail = (error: unknown) =>
    toast({ title: apiErrorText(t, error, t('workbench.saveError')), variant: 'destructive' });
  const due = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${action.dueDate}T00:00:00Z`),
  );
  const saveClosure = async () => {
    setUploading(true);
    try {
      const closurePhotoKey = photo ? await uploadAfterPhoto(photo) : undefined;
      await update.mutateAsync({
        id: action.id,
        closureNote: note.trim(),
        ...(closurePhotoKey ? { closurePhotoKey } : {}),
      });
      setPhoto(null);
      toast({ title: t('workbench.saved') });
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <li
      className="grid gap-2 rounded-lg border border-slate-200 p-3"
      data-testid="action-item"
      data-status={action.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{action.title}</span>
        <span className="text-sm text-slate-700">
          {t('workbench.dueDate')} : {due}
          {action.overdue && (
            <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
              {t('workbench.overdue')}
            </span>
          )}
        </span>
      </div>
      {(action.ownerName || action.ownerEmail) && (
        <p className="text-sm text-slate-700">
          {t('workbench.owner')} : {[action.ownerName, action.ownerEmail].filter(Boolean).join(' · ')}
        </p>
      )}
      <Select
        label={t('workbench.status')}
        value={action.status}
        onChange={(event) =>
          update.mutate({ id: action.id, status: event.target.value as ActionStatus }, { onError: fail })
        }
        data-testid="action-status"
      >
        {ACTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`workbench.status_${status}`)}
          </option>
        ))}
      </Select>
      <Input
        label={t('workbench.closureNote')}
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.target.value)}
        data-testid="action-closure-note"
      />
      <Input
        label={t('workbench.afterPhoto')}
        type="file"
        accept="image/jpeg,image/png"
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        data-testid="action-after-photo"
        className="pt-2"
      />
      {action.closurePhotoUrl && (
        <img
          src={action.closurePhotoUrl}
          alt={t('workbench.afterPhoto')}
          className="max-h-32 justify-self-start rounded"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void saveClosure()}
          loading={uploading}
          data-testid="action-save-closure"
        >
          {t('workbench.saveClosure')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
          {t('workbench.deleteAction')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('workbench.deleteAction')}
        description={t('workbench.deleteActionConfirm', { title: action.title })}
        confirmLabel={t('workbench.deleteAction')}
        cancelLabel={t('workbench.cancel')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(action.id, { onSuccess: () => setConfirmDelete(false), onError: fail })
        }
        onCancel={() => setConfirmDelete(false)}
      />
    </li>
  );
}
