/** Sector taxonomy and jurisdictions of the analysis input forms. */
export * from './sectors';
export * from './jurisdictions';
