import type { z } from 'zod';
import { startAnalysisRequest } from '../../../shared/schemas/analysis';
import { DEFAULT_CANADIAN_JURISDICTION } from '../../../shared/taxonomy';
import { VARIANTS, type AnalysisVariant } from './capture/variants';
import type { AnalysisDetails } from './use-run-analysis';

/** The workplace part of the shared start-analysis contract: what the adviser types and picks. */
export const analysisForm = startAnalysisRequest.pick({
  area: true,
  jurisdiction: true,
  mainSector: true,
  subSector: true,
  specificActivity: true,
  customInstructions: true,
});

export type AnalysisFormInput = z.input<typeof analysisForm>;
export type AnalysisFormValues = z.output<typeof analysisForm>;

export const analysisFormDefaults = {
  area: '',
  jurisdiction: DEFAULT_CANADIAN_JURISDICTION,
  mainSector: '',
  subSector: '',
  specificActivity: '',
  customInstructions: '',
} satisfies AnalysisFormInput;

/** The empty form of an edition: Quebec for the Canadian screens, the USA for the international one. */
export function analysisFormDefaultsFor(variant: AnalysisVariant): AnalysisFormInput {
  return { ...analysisFormDefaults, jurisdiction: VARIANTS[variant].defaultJurisdiction };
}

/** The sector fields, cleared together when the interface language changes (spec section 4). */
export const SECTOR_FIELDS = ['mainSector', 'subSector', 'specificActivity'] as const;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The details sent to the server: empty choices are left out. */
export function toAnalysisDetails(values: AnalysisFormValues): AnalysisDetails {
  return {
    area: values.area,
    jurisdiction: values.jurisdiction,
    mainSector: optional(values.mainSector),
    subSector: optional(values.subSector),
    specificActivity: optional(values.specificActivity),
    customInstructions: optional(values.customInstructions),
  };
}
