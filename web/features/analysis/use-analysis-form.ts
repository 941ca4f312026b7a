import { useCallback, useState } from 'react';
import {
  SECTOR_FIELDS,
  emptyAnalysisForm,
  isAreaFilled,
  withField,
  type AnalysisFormValues,
} from './analysis-form';
import { VARIANTS, type AnalysisVariant } from './capture/variants';

export interface AnalysisForm {
  values: AnalysisFormValues;
  set: <K extends keyof AnalysisFormValues>(field: K, value: AnalysisFormValues[K]) => void;
  /** Changes a field from its current value (dictation appends to what was typed). */
  update: <K extends keyof AnalysisFormValues>(
    field: K,
    change: (current: AnalysisFormValues[K]) => AnalysisFormValues[K],
  ) => void;
  clearSectors: () => void;
  reset: () => void;
  /** Shown once a submit was tried with a blank work area. */
  areaMissing: boolean;
  /** Calls `onValid` with the values when the form is complete; otherwise shows what is missing. */
  submit: (onValid: (values: AnalysisFormValues) => void) => void;
}

export function useAnalysisForm(variant: AnalysisVariant): AnalysisForm {
  const [values, setValues] = useState(() => emptyAnalysisForm(VARIANTS[variant].defaultJurisdiction));
  const [tried, setTried] = useState(false);
  const set = useCallback(
    <K extends keyof AnalysisFormValues>(field: K, value: AnalysisFormValues[K]) =>
      setValues((current) => withField(current, field, value)),
    [],
  );
  const update = useCallback(
    <K extends keyof AnalysisFormValues>(
      field: K,
      change: (current: AnalysisFormValues[K]) => AnalysisFormValues[K],
    ) => setValues((current) => withField(current, field, change(current[field]))),
    [],
  );
  const clearSectors = useCallback(
    () =>
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(SECTOR_FIELDS.map((field) => [field, ''])),
      })),
    [],
  );
  const reset = useCallback(() => {
    setValues(emptyAnalysisForm(VARIANTS[variant].defaultJurisdiction));
    setTried(false);
  }, [variant]);
  return {
    values,
    set,
    update,
    clearSectors,
    reset,
    areaMissing: tried && !isAreaFilled(values),
    submit: (onValid) => {
      setTried(true);
      if (isAreaFilled(values)) onValid(values);
    },
  };
}
