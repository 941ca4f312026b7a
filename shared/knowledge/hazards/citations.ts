import type { SubjectId } from '../subjects';
import type { CanadianJurisdiction, Citation, Jurisdiction } from '../types';

/**
 * Building blocks of the hazard files: helpers, instruments and the general (unconfirmed)
 * citations. The confirmed sections, each checked against the official text of its act or
 * regulation, are in rows-safety.ts and rows-health.ts; nothing else carries an article number.
 */

/** A section checked against the official text (articles null: the whole instrument is confirmed). */
export const cite = (
  jurisdiction: Jurisdiction,
  instrument: string,
  articles: string | null,
  subject: SubjectId,
): Citation => ({ jurisdiction, instrument, articles, subject, status: 'confirmed' });

/** An instrument cited without any article number: the provision is not confirmed. */
export const unconfirmed = (
  jurisdiction: Jurisdiction,
  instrument: string,
  subject: SubjectId,
): Citation => ({
  jurisdiction,
  instrument,
  articles: null,
  subject,
  status: 'unconfirmed',
});

/** Instruments as cited: their official titles and citations. */
export const I = {
  LSST: 'LSST, CQLR c S-2.1',
  RSST: 'RSST, CQLR c S-2.1, r 13',
  CSTC: 'CSTC (Safety Code for the construction industry), CQLR c S-2.1, r 4',
  QC_HPIR: 'Hazardous Products Information Regulation, CQLR c S-2.1, r 8.1',
  ON_OHSA: 'Occupational Health and Safety Act, R.S.O. 1990, c. O.1',
  ON_851: 'Industrial Establishments, R.R.O. 1990, Reg. 851',
  ON_213: 'Construction Projects, O. Reg. 213/91',
  ON_632: 'Confined Spaces, O. Reg. 632/05',
  ON_381: 'Noise, O. Reg. 381/15',
  ON_860: 'WHMIS, R.R.O. 1990, Reg. 860',
  BC_ACT: 'Workers Compensation Act (B.C.)',
  BC_OHSR: 'Occupational Health and Safety Regulation, B.C. Reg. 296/97',
  AB_ACT: 'Occupational Health and Safety Act, SA 2020, c O-2.2',
  AB_CODE: 'OHS Code, Alta Reg 191/2021',
  SK_ACT: 'The Saskatchewan Employment Act, SS 2013, c S-15.1, Part III',
  SK_REG: 'The Occupational Health and Safety Regulations, 2020, RRS c S-15.1 Reg 10',
  MB_ACT: 'The Workplace Safety and Health Act, C.C.S.M. c. W210',
  MB_REG: 'Workplace Safety and Health Regulation, Man. Reg. 217/2006',
  NB_ACT: 'Occupational Health and Safety Act (N.B.), c. O-0.2',
  NB_REG: 'General Regulation, N.B. Reg. 91-191',
  NS_ACT: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7',
  NS_REG: 'Occupational Safety General Regulations, N.S. Reg. 44/99',
  PE_ACT: 'Occupational Health and Safety Act (P.E.I.)',
  PE_REG: 'Occupational Health and Safety Act General Regulations (P.E.I.)',
  PE_FALLS: 'Fall Protection Regulations (P.E.I.)',
  NL_ACT: 'Occupational Health and Safety Act (N.L.)',
  NL_REG: 'Occupational Health and Safety Regulations, 2012, NLR 5/12',
  YT_ACT: "Workers' Safety and Compensation Act (Yukon)",
  NT_ACT: 'Safety Act, R.S.N.W.T. 1988, c. S-1',
  NT_REG: 'Occupational Health and Safety Regulations (N.W.T.)',
  NU_ACT: 'Safety Act, R.S.N.W.T. 1988, c. S-1 (as amended for Nunavut)',
  NU_REG: 'Occupational Health and Safety Regulations (Nunavut)',
  CLC: 'Canada Labour Code, R.S.C. 1985, c. L-2, Part II',
  COHSR: 'COHSR, SOR/86-304 (RCSST, DORS/86-304)',
  US_1910: 'OSHA, 29 CFR Part 1910 (general industry)',
  US_1926: 'OSHA, 29 CFR Part 1926 (construction)',
} as const;

/**
 * Where each Quebec instrument applies (LSST s. 1): the CSTC on a construction site, the RSST in an
 * establishment, the act and the hazardous-products regulation in both. Every Quebec citation's
 * instrument is one of these (test/unit/knowledge-selection.test.ts).
 */
export type QuebecScope = 'construction' | 'establishment' | 'both';
export const QUEBEC_INSTRUMENT_SCOPE: Readonly<Record<string, QuebecScope>> = {
  [I.CSTC]: 'construction',
  [I.RSST]: 'establishment',
  [I.LSST]: 'both',
  [I.QC_HPIR]: 'both',
};

/** Where a Quebec citation applies; undefined for another jurisdiction's or an untagged instrument. */
export function quebecScope(citation: Citation): QuebecScope | undefined {
  if (citation.jurisdiction !== 'QC') return undefined;
  return Object.hasOwn(QUEBEC_INSTRUMENT_SCOPE, citation.instrument)
    ? QUEBEC_INSTRUMENT_SCOPE[citation.instrument]
    : undefined;
}

type Scope = 'industry' | 'construction' | 'both' | 'act';

const GENERAL_REGULATION: Record<CanadianJurisdiction, string> = {
  QC: I.RSST,
  ON: I.ON_851,
  BC: I.BC_OHSR,
  AB: I.AB_CODE,
  SK: I.SK_REG,
  MB: I.MB_REG,
  NB: I.NB_REG,
  NS: I.NS_REG,
  PE: I.PE_REG,
  NL: I.NL_REG,
  YT: I.YT_ACT, // no Yukon regulation is confirmed: the act only
  NT: I.NT_REG,
  NU: I.NU_REG,
  FEDERAL: I.COHSR,
};
const CONSTRUCTION_REGULATION: Partial<Record<CanadianJurisdiction, string>> = { QC: I.CSTC, ON: I.ON_213 };
const GENERAL_ACT: Record<CanadianJurisdiction, string> = {
  QC: I.LSST,
  ON: I.ON_OHSA,
  BC: I.BC_ACT,
  AB: I.AB_ACT,
  SK: I.SK_ACT,
  MB: I.MB_ACT,
  NB: I.NB_ACT,
  NS: I.NS_ACT,
  PE: I.PE_ACT,
  NL: I.NL_ACT,
  YT: I.YT_ACT,
  NT: I.NT_ACT,
  NU: I.NU_ACT,
  FEDERAL: I.CLC,
};
const MAIN: CanadianJurisdiction[] = ['QC', 'ON', 'BC', 'AB', 'FEDERAL'];
const OTHERS: CanadianJurisdiction[] = ['SK', 'MB', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'];

/** The general act or regulation of each jurisdiction, with no article number. */
export function generalFor(
  codes: readonly CanadianJurisdiction[],
  subject: SubjectId,
  scope: Scope = 'industry',
  overrides: Partial<Record<CanadianJurisdiction, string>> = {},
): Citation[] {
  return codes.flatMap((code) => {
    const override = overrides[code];
    if (override) return [unconfirmed(code, override, subject)];
    if (scope === 'act') return [unconfirmed(code, GENERAL_ACT[code], subject)];
    const construction = CONSTRUCTION_REGULATION[code];
    const instruments: string[] = [];
    if (scope !== 'construction' || !construction) instruments.push(GENERAL_REGULATION[code]);
    if (scope !== 'industry' && construction) instruments.push(construction);
    return instruments.map((instrument) => unconfirmed(code, instrument, subject));
  });
}

/** SK, MB, NB, NS, PE, NL, YT, NT, NU: general instrument only (no section of theirs is confirmed hazard by hazard). */
export const others = (subject: SubjectId, scope: Scope = 'industry', overrides = {}): Citation[] =>
  generalFor(OTHERS, subject, scope, overrides);

/** All 14 Canadian jurisdictions, general instrument only (hazards with no confirmed section). */
export const general = (subject: SubjectId, scope: Scope = 'industry'): Citation[] =>
  generalFor([...MAIN, ...OTHERS], subject, scope);
