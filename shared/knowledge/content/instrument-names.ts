import type { Language } from '../../languages';
import { I } from '../hazards/citations';

/**
 * How a cited instrument is named in French, where the instrument has an official French title:
 * Quebec's as RLRQ (Recueil des lois et des règlements du Québec, the French of CQLR), Canada's
 * and Ontario's with their French titles. In every other language the instrument keeps the name
 * it is cited under (its official English title and citation).
 */
const FRENCH_NAMES: Readonly<Record<string, string>> = {
  [I.LSST]: 'LSST (Loi sur la santé et la sécurité du travail), RLRQ, c. S-2.1',
  [I.RSST]: 'RSST (Règlement sur la santé et la sécurité du travail), RLRQ, c. S-2.1, r. 13',
  [I.CSTC]: 'CSTC (Code de sécurité pour les travaux de construction), RLRQ, c. S-2.1, r. 4',
  [I.QC_HPIR]: 'Règlement sur l’information concernant les produits dangereux, RLRQ, c. S-2.1, r. 8.1',
  [I.CLC]: 'Code canadien du travail, L.R.C. (1985), ch. L-2, partie II',
  [I.COHSR]: 'Règlement canadien sur la santé et la sécurité au travail (RCSST), DORS/86-304',
  [I.ON_OHSA]: 'Loi sur la santé et la sécurité au travail, L.R.O. 1990, chap. O.1',
  [I.ON_851]: 'Établissements industriels, R.R.O. 1990, Règl. 851',
  [I.ON_213]: 'Chantiers de construction, Règl. de l’Ont. 213/91',
  [I.ON_632]: 'Espaces clos, Règl. de l’Ont. 632/05',
  [I.ON_381]: 'Bruit, Règl. de l’Ont. 381/15',
  [I.ON_860]: 'SIMDUT, R.R.O. 1990, Règl. 860',
};

/** A cited instrument's name in `language`. */
export function instrumentName(instrument: string, language: Language): string {
  return (language === 'fr' && FRENCH_NAMES[instrument]) || instrument;
}

/** A Quebec citation (`CQLR c S-2.1, r 13`) as French writes it (`RLRQ, c. S-2.1, r. 13`); others unchanged. */
export function legalCitation(citation: string, language: Language): string {
  if (language !== 'fr') return citation;
  return citation.replace(/^CQLR c ([\w.-]+)(?:, r ([\w.]+))?$/, (_, chapter: string, rule?: string) =>
    rule ? `RLRQ, c. ${chapter}, r. ${rule}` : `RLRQ, c. ${chapter}`,
  );
}
