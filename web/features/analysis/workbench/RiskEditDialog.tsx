import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '#shared/schemas/analysis';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { RiskFields, riskFormComplete, type RiskFormValues } from './RiskForm';
import { changedFields } from './risk-changes';

/** Changes a risk: only the fields the adviser changed are sent, each kept in the edit log. */
export function RiskEditDialog({
  risk,
  open,
  onClose,
  onSave,
  saving,
}: {
  risk: Risk;
  open: boolean;
  onClose: () => void;
  onSave: (changes: Partial<RiskFormValues>) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const initial: RiskFormValues = {
    title: risk.title,
    description: risk.description,
    likelihood: risk.likelihood,
    severity: risk.severity,
    note: risk.note ?? '',
    controls: risk.controls.map((c) => ({ level: c.level, text: c.text })),
  };
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const save = () => {
    if (!riskFormComplete(values)) return setShowErrors(true);
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    onSave(changes);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('workbench.editTitle', { id: risk.riskId })}
      testId="risk-edit-dialog"
    >
      <div className="grid gap-5">
        <RiskFields values={values} onChange={setValues} showErrors={showErrors} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('workbench.cancel')}
          </Button>
          <Button onClick={save} loading={saving} data-testid="risk-edit-save">
            {t('workbench.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
