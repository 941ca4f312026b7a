import type { Jurisdiction } from '#shared/knowledge/types';
import { DEFAULT_CANADIAN_JURISDICTION } from '#shared/taxonomy';

/**
 * The workplace form of the input screens. Its one rule (a work area that is not blank) is
 * checked here; the server checks the whole start request again.
 * Plain state rather than a form library: the input screen must stay light on a phone.
 */
export interface AnalysisFormValues {
  area: string;
  jurisdiction: Jurisdiction;
  mainSector: string;
  subSector: string;
  specificActivity: string;
  customInstructions: string;
}

/** What the start call takes from the form: the work area trimmed, empty choices left out. */
export interface AnalysisDetails {
  area: string;
  jurisdiction: Jurisdiction;
  mainSector?: string;
  subSector?: string;
  specificActivity?: string;
  customInstructions?: string;
}

export const analysisFormDefaults: AnalysisFormValues = {
  area: '',
  jurisdiction: DEFAULT_CANADIAN_JURISDICTION,
  mainSector: '',
  subSector: '',
  specificActivity: '',
  customInstructions: '',
};

/** The empty form of an edition, with its default jurisdiction (Quebec, or the USA internationally). */
export function emptyAnalysisForm(jurisdiction: Jurisdiction): AnalysisFormValues {
  return { ...analysisFormDefaults, jurisdiction };
}

/** The sector fields, cleared together when the interface language changes. */
export const SECTOR_FIELDS = ['mainSector', 'subSector', 'specificActivity'] as const;

/**
 * A change to one field, with this cascade: a new main sector clears the
 * sub-sector and the activity; a new sub-sector clears the activity.
 */
export function withField<K extends keyof AnalysisFormValues>(
  values: AnalysisFormValues,
  field: K,
  value: AnalysisFormValues[K],
): AnalysisFormValues {
  const next = { ...values, [field]: value };
  if (field === 'mainSector') return { ...next, subSector: '', specificActivity: '' };
  if (field === 'subSector') return { ...next, specificActivity: '' };
  return next;
}

export function isAreaFilled(values: AnalysisFormValues): boolean {
  return values.area.trim() !== '';
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The details sent to the server: the work area trimmed, empty choices left out. */
export function toAnalysisDetails(values: AnalysisFormValues): AnalysisDetails {
  return {
    area: values.area.trim(),
    jurisdiction: values.jurisdiction,
    mainSector: optional(values.mainSector),
    subSector: optional(values.subSector),
    specificActivity: optional(values.specificActivity),
    customInstructions: optional(values.customInstructions),
  };
}
