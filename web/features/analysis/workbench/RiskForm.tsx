import { useTranslation } from 'react-i18next';
import { CONTROL_LEVELS } from '#shared/knowledge/codes';
import { residualLevelOf, riskLevel } from '#shared/schemas/analysis';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { TextArea } from './TextArea';
import type { RiskFormValues } from './risk-changes';

export type { RiskFormValues } from './risk-changes';

const SCORES = [1, 2, 3, 4, 5];

/** The fields of a risk the adviser sets: the level and residual level follow as they type. */
export function RiskFields({
  values,
  onChange,
  showErrors,
}: {
  values: RiskFormValues;
  onChange: (values: RiskFormValues) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof RiskFormValues>(key: K, value: RiskFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const score = values.likelihood * values.severity;
  const required = (text: string) => (showErrors && !text.trim() ? t('workbench.required') : undefined);
  return (
    <div className="grid gap-4">
      <Input
        label={t('workbench.title')}
        value={values.title}
        maxLength={200}
        error={required(values.title)}
        onChange={(event) => set('title', event.target.value)}
        data-testid="risk-form-title"
      />
      <TextArea
        label={t('workbench.description')}
        value={values.description}
        maxLength={2000}
        error={required(values.description)}
        onChange={(value) => set('description', value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Select
          label={t('workbench.likelihood')}
          value={values.likelihood}
          onChange={(event) => set('likelihood', Number(event.target.value))}
          data-testid="risk-form-likelihood"
        >
          {SCORES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
        <Select
          label={t('workbench.severity')}
          value={values.severity}
          onChange={(event) => set('severity', Number(event.target.value))}
          data-testid="risk-form-severity"
        >
          {SCORES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
      <p data-testid="risk-form-level" role="status" className="text-sm font-medium text-slate-800">
        {t('workbench.levelPreview', {
          level: t(`risk.${riskLevel(score)}`),
          score,
          residual: t(`risk.${residualLevelOf(values.controls, values.likelihood, values.severity)}`),
        })}
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('workbench.controls')}</legend>
        {values.controls.map((control, index) => (
          <div
            key={index}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto]"
          >
            <Select
              label={t('workbench.controlLevel')}
              value={control.level}
              onChange={(event) =>
                set(
                  'controls',
                  values.controls.map((c, i) =>
                    i === index
                      ? { ...c, level: event.target.value as RiskFormValues['controls'][number]['level'] }
                      : c,
                  ),
                )
              }
            >
              {CONTROL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`control.${level}`)}
                </option>
              ))}
            </Select>
            <Input
              label={t('workbench.controlText')}
              value={control.text}
              maxLength={500}
              error={required(control.text)}
              onChange={(event) =>
                set(
                  'controls',
                  values.controls.map((c, i) => (i === index ? { ...c, text: event.target.value } : c)),
                )
              }
            />
            <Button
              variant="ghost"
              className="self-end"
              aria-label={t('workbench.removeControl', { n: index + 1 })}
              onClick={() =>
                set(
                  'controls',
                  values.controls.filter((_, i) => i !== index),
                )
              }
            >
              ×
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => set('controls', [...values.controls, { level: 'engineering', text: '' }])}
        >
          {t('workbench.addControl')}
        </Button>
      </fieldset>
      <TextArea
        label={t('workbench.note')}
        value={values.note}
        maxLength={2000}
        onChange={(value) => set('note', value)}
        testId="risk-form-note"
      />
    </div>
  );
}

/** Whether the form can be sent: titles, descriptions and every control's text filled. */
export function riskFormComplete(values: RiskFormValues): boolean {
  return Boolean(
    values.title.trim() && values.description.trim() && values.controls.every((c) => c.text.trim()),
  );
}
