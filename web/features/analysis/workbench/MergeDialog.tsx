import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '#shared/schemas/analysis';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';

/** Folds a duplicate into `keep`, after saying what happens to it. */
export function MergeDialog({
  keep,
  others,
  open,
  onClose,
  onMerge,
  saving,
}: {
  keep: Risk;
  others: readonly Risk[];
  open: boolean;
  onClose: () => void;
  onMerge: (remove: string) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [remove, setRemove] = useState(others[0]?.riskId ?? '');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('workbench.mergeTitle', { id: keep.riskId })}
      description={t('workbench.mergeExplain', { id: keep.riskId })}
      testId="merge-dialog"
    >
      <div className="grid gap-5">
        <Select
          label={t('workbench.mergeWhich')}
          value={remove}
          onChange={(event) => setRemove(event.target.value)}
          data-testid="merge-which"
        >
          {others.map((risk) => (
            <option key={risk.riskId} value={risk.riskId}>
              {risk.riskId} — {risk.title}
            </option>
          ))}
        </Select>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('workbench.cancel')}
          </Button>
          <Button onClick={() => remove && onMerge(remove)} loading={saving} data-testid="merge-confirm">
            {t('workbench.mergeConfirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
