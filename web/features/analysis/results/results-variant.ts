/**
 * The four results screens share one layout; the route decides the variant: whether Save is
 * offered and the report type of the e-mail here,
 * where its buttons and redirects lead in variant-routes.ts.
 */
export type ResultsVariant = 'conseiller' | 'international' | 'enterprise' | 'generic';
export type ReportType = 'conseiller' | 'international' | 'enterprise';
export type SourceInterface = 'conseiller-sst' | 'international' | 'enterprise';

/** Save Analysis: enterprise always; generic unless the analysis came from the adviser screen. */
export function showsSave(variant: ResultsVariant, source: SourceInterface | undefined): boolean {
  if (variant === 'enterprise') return true;
  return variant === 'generic' && source !== 'conseiller-sst';
}

/** The e-mail's report type: the variant's, or on the generic screen the analysis' origin. */
export function reportTypeFor(variant: ResultsVariant, source: SourceInterface | undefined): ReportType {
  if (variant !== 'generic') return variant;
  if (source === 'conseiller-sst') return 'conseiller';
  if (source === 'international') return 'international';
  return 'enterprise';
}
