import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_FAMILIES } from '#shared/knowledge/codes';
import type { AddedRisk } from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';
import { RiskFields, riskFormComplete, type RiskFormValues } from './RiskForm';
import { TextArea } from './TextArea';

/** A finding of the adviser's own: their words and rating, evidence as a note or a photo of the analysis. */
export function OwnFindingDialog({
  open,
  onClose,
  onSave,
  saving,
  photoNames,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (finding: AddedRisk) => void;
  saving: boolean;
  photoNames: readonly string[];
}) {
  const { t } = useTranslation();
  const [family, setFamily] = useState<AddedRisk['family']>('falls');
  const [values, setValues] = useState<RiskFormValues>({
    title: '',
    description: '',
    likelihood: 3,
    severity: 3,
    note: '',
    controls: [],
  });
  const [evidenceNote, setEvidenceNote] = useState('');
  const [photo, setPhoto] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const save = () => {
    if (!riskFormComplete(values)) return setShowErrors(true);
    onSave({
      family,
      title: values.title.trim(),
      description: values.description.trim(),
      likelihood: values.likelihood,
      severity: values.severity,
      controls: values.controls.map((c) => ({ level: c.level, text: c.text.trim() })),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
      ...(evidenceNote.trim() ? { evidenceNote: evidenceNote.trim() } : {}),
      ...(photo ? { evidencePhoto: photo } : {}),
    });
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('workbench.addFinding')} testId="own-finding-dialog">
      <div className="grid gap-5">
        <Select
          label={t('workbench.family')}
          value={family}
          onChange={(event) => setFamily(event.target.value as AddedRisk['family'])}
          data-testid="own-finding-family"
        >
          {RISK_FAMILIES.map((id) => (
            <option key={id} value={id}>
              {t(`family.${id}`)}
            </option>
          ))}
        </Select>
        <RiskFields values={values} onChange={setValues} showErrors={showErrors} />
        <TextArea
          label={t('workbench.evidenceNote')}
          value={evidenceNote}
          maxLength={600}
          onChange={setEvidenceNote}
          testId="own-finding-evidence"
        />
        {photoNames.length > 0 && (
          <Select
            label={t('workbench.evidencePhoto')}
            value={photo}
            onChange={(event) => setPhoto(event.target.value)}
          >
            <option value="">{t('workbench.noPhoto')}</option>
            {photoNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('workbench.cancel')}
          </Button>
          <Button onClick={save} loading={saving} data-testid="own-finding-save">
            {t('workbench.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
