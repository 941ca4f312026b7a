/** Sector taxonomy and jurisdictions of the analysis input forms (analysis spec, sections 2-4). */
export * from './sectors';
export * from './jurisdictions';
