import type { Language } from '../languages';
import { CANADIAN_JURISDICTIONS } from './codes';
import { legalCitation } from './content/instrument-names';
import { INTERNATIONAL_INFO } from './international';
import type { Bilingual, CanadianJurisdiction, Citation, Jurisdiction, JurisdictionInfo } from './types';

/**
 * The 14 Canadian jurisdictions and the 11 countries of the international edition. An act or
 * regulation not yet checked against its official text is 'unconfirmed'. For the international
 * edition the texts' titles are kept as instruments, never an article number.
 */

type Instrument = JurisdictionInfo['acts'][number];

const t = (fr: string, en: string): Bilingual => ({ fr, en });
const confirmed = (fr: string, en: string, citation: string): Instrument => ({
  title: t(fr, en),
  citation,
  status: 'confirmed',
});
const unconfirmed = (fr: string, en: string, citation: string): Instrument => ({
  title: t(fr, en),
  citation,
  status: 'unconfirmed',
});
/** Same title in both languages (texts with no official French or English version). */
const same = (title: string, citation: string, status: Instrument['status'] = 'confirmed'): Instrument => ({
  title: t(title, title),
  citation,
  status,
});

/** A Canadian jurisdiction, with what the regulatory map shows of it beside its texts. */
export interface CanadianJurisdictionInfo extends JurisdictionInfo {
  code: CanadianJurisdiction;
  /** The OHS regulator's short name (its full name is `regulator`). */
  agency: Bilingual;
  /** Its shape on the map and its card's left border: at least 3:1 against white, never the only cue. */
  colour: `#${string}`;
}

const CANADA: CanadianJurisdictionInfo[] = [
  {
    code: 'QC',
    name: t('Québec', 'Quebec'),
    regulator: t(
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
    ),
    website: 'cnesst.gouv.qc.ca',
    agency: t('CNESST', 'CNESST'),
    colour: '#1d4ed8',
    acts: [
      confirmed(
        'Loi sur la santé et la sécurité du travail (LSST)',
        'Act respecting occupational health and safety (LSST)',
        'CQLR c S-2.1',
      ),
    ],
    regulations: [
      confirmed(
        'Règlement sur la santé et la sécurité du travail (RSST)',
        'Regulation respecting occupational health and safety (RSST)',
        'CQLR c S-2.1, r 13',
      ),
      confirmed(
        'Code de sécurité pour les travaux de construction (CSTC)',
        'Safety Code for the construction industry (CSTC)',
        'CQLR c S-2.1, r 4',
      ),
      confirmed(
        "Règlement sur l'information concernant les produits dangereux",
        'Hazardous Products Information Regulation',
        'CQLR c S-2.1, r 8.1',
      ),
    ],
  },
  {
    code: 'ON',
    name: t('Ontario', 'Ontario'),
    regulator: t(
      "Ministère du Travail, de l'Immigration, de la Formation et du Développement des compétences",
      'Ministry of Labour, Immigration, Training and Skills Development',
    ),
    website: 'ontario.ca/laws',
    agency: t('MLITSD', 'MLITSD'),
    colour: '#c2410c',
    acts: [
      confirmed(
        'Loi sur la santé et la sécurité au travail',
        'Occupational Health and Safety Act',
        'R.S.O. 1990, c. O.1',
      ),
    ],
    regulations: [
      confirmed('Établissements industriels', 'Industrial Establishments', 'R.R.O. 1990, Reg. 851'),
      confirmed('Chantiers de construction', 'Construction Projects', 'O. Reg. 213/91'),
      confirmed('Espaces clos', 'Confined Spaces', 'O. Reg. 632/05'),
      confirmed('Bruit', 'Noise', 'O. Reg. 381/15'),
      unconfirmed('SIMDUT (titre à confirmer)', 'WHMIS (title to be confirmed)', 'R.R.O. 1990, Reg. 860'),
    ],
  },
  {
    code: 'BC',
    name: t('Colombie-Britannique', 'British Columbia'),
    regulator: t("WorkSafeBC (Workers' Compensation Board)", "WorkSafeBC (Workers' Compensation Board)"),
    website: 'worksafebc.com',
    agency: t('WorkSafeBC', 'WorkSafeBC'),
    colour: '#0f766e',
    acts: [same('Workers Compensation Act', 'R.S.B.C. 2019, c. 1', 'unconfirmed')],
    regulations: [same('Occupational Health and Safety Regulation', 'B.C. Reg. 296/97')],
  },
  {
    code: 'AB',
    name: t('Alberta', 'Alberta'),
    regulator: t(
      "Alberta OHS (santé et sécurité au travail de l'Alberta)",
      'Alberta OHS (Occupational Health and Safety)',
    ),
    website: 'alberta.ca/occupational-health-safety',
    agency: t('Alberta OHS', 'Alberta OHS'),
    colour: '#a16207',
    acts: [same('Occupational Health and Safety Act', 'SA 2020, c O-2.2')],
    regulations: [
      same('Occupational Health and Safety Code (OHS Code)', 'Alta Reg 191/2021'),
      same('Occupational Health and Safety Regulation', 'AR 184/2021', 'unconfirmed'),
    ],
  },
  {
    code: 'SK',
    name: t('Saskatchewan', 'Saskatchewan'),
    regulator: t(
      'Ministry of Labour Relations and Workplace Safety (Saskatchewan)',
      'Ministry of Labour Relations and Workplace Safety',
    ),
    website: 'saskatchewan.ca',
    agency: t('LRWS', 'LRWS'),
    colour: '#15803d',
    acts: [same('The Saskatchewan Employment Act, Part III', 'SS 2013, c S-15.1')],
    regulations: [same('The Occupational Health and Safety Regulations, 2020', 'RRS c S-15.1 Reg 10')],
  },
  {
    code: 'MB',
    name: t('Manitoba', 'Manitoba'),
    regulator: t(
      'Workplace Safety and Health Branch; SAFE Work Manitoba (prévention)',
      'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)',
    ),
    website: 'safemanitoba.com',
    agency: t('Manitoba WSH', 'Manitoba WSH'),
    colour: '#7e22ce',
    acts: [same('The Workplace Safety and Health Act', 'C.C.S.M. c. W210')],
    regulations: [same('Workplace Safety and Health Regulation', 'Man. Reg. 217/2006')],
  },
  {
    code: 'NB',
    name: t('Nouveau-Brunswick', 'New Brunswick'),
    regulator: t('Travail sécuritaire NB', 'WorkSafeNB'),
    website: 'worksafenb.ca',
    agency: t('Travail sécuritaire NB', 'WorkSafeNB'),
    colour: '#be185d',
    acts: [same('Occupational Health and Safety Act', 'c. O-0.2')],
    regulations: [same('General Regulation', 'N.B. Reg. 91-191')],
  },
  {
    code: 'NS',
    name: t('Nouvelle-Écosse', 'Nova Scotia'),
    regulator: t(
      'Division de la santé et de la sécurité au travail (Nouvelle-Écosse)',
      'Occupational Health and Safety Division (Nova Scotia)',
    ),
    website: 'novascotia.ca',
    agency: t('Division de la SST (N.-É.)', 'OHS Division (N.S.)'),
    colour: '#0369a1',
    acts: [same('Occupational Health and Safety Act', 'S.N.S. 1996, c. 7')],
    regulations: [
      same('Occupational Safety General Regulations', 'N.S. Reg. 44/99'),
      same('Workplace Health and Safety Regulations', 'N.S. Reg. 52/2013'),
    ],
  },
  {
    code: 'PE',
    name: t('Île-du-Prince-Édouard', 'Prince Edward Island'),
    regulator: t(
      "Workers Compensation Board de l'Île-du-Prince-Édouard",
      'Workers Compensation Board of PEI',
    ),
    website: 'wcb.pe.ca',
    agency: t('WCB PEI', 'WCB PEI'),
    colour: '#92400e',
    acts: [same('Occupational Health and Safety Act', 'R.S.P.E.I. 1988, c. O-1.01', 'unconfirmed')],
    regulations: [
      same('Occupational Health and Safety Act General Regulations', 'EC180/87', 'unconfirmed'),
      same('Fall Protection Regulations', 'Fall Protection Regulations (P.E.I.)', 'unconfirmed'),
    ],
  },
  {
    code: 'NL',
    name: t('Terre-Neuve-et-Labrador', 'Newfoundland and Labrador'),
    regulator: t(
      'Division de la SST, Service NL; WorkplaceNL (prévention)',
      'OHS Division, Service NL; WorkplaceNL (prevention)',
    ),
    website: 'gov.nl.ca/snl/ohs',
    agency: t('Service NL', 'Service NL'),
    colour: '#4338ca',
    acts: [same('Occupational Health and Safety Act', 'RSNL 1990, c O-3', 'unconfirmed')],
    regulations: [same('Occupational Health and Safety Regulations, 2012', 'NLR 5/12')],
  },
  {
    code: 'YT',
    name: t('Yukon', 'Yukon'),
    regulator: t(
      "Yukon Workers' Safety and Compensation Board",
      "Yukon Workers' Safety and Compensation Board",
    ),
    website: 'wcb.yk.ca',
    agency: t('Yukon WSCB', 'Yukon WSCB'),
    colour: '#475569',
    acts: [
      same(
        "Workers' Safety and Compensation Act (in force 2022-07-01)",
        "Workers' Safety and Compensation Act (Yukon)",
        'unconfirmed',
      ),
    ],
    regulations: [],
  },
  {
    code: 'NT',
    name: t('Territoires du Nord-Ouest', 'Northwest Territories'),
    regulator: t(
      "CSTIT (Commission de la sécurité au travail et de l'indemnisation des travailleurs)",
      "WSCC (Workers' Safety and Compensation Commission)",
    ),
    website: 'wscc.nt.ca',
    agency: t('CSTIT', 'WSCC'),
    colour: '#4d7c0f',
    acts: [same('Safety Act', 'R.S.N.W.T. 1988, c. S-1')],
    regulations: [
      same('Occupational Health and Safety Regulations (in force 2015-06-01)', 'R-039-2015', 'unconfirmed'),
    ],
  },
  {
    code: 'NU',
    name: t('Nunavut', 'Nunavut'),
    regulator: t(
      "CSTIT (Commission de la sécurité au travail et de l'indemnisation des travailleurs, commune avec les T.N.-O.)",
      "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)",
    ),
    website: 'wscc.nu.ca',
    agency: t('CSTIT', 'WSCC'),
    colour: '#0e7490',
    acts: [same('Safety Act (as amended for Nunavut)', 'R.S.N.W.T. 1988, c. S-1')],
    regulations: [same('Occupational Health and Safety Regulations', 'R-003-2016', 'unconfirmed')],
  },
  {
    code: 'FEDERAL',
    name: t('Fédéral (Code canadien du travail)', 'Federal (Canada Labour Code)'),
    regulator: t('Programme du travail, EDSC', 'Labour Program, ESDC'),
    website: 'canada.ca',
    agency: t('EDSC', 'ESDC'),
    colour: '#b91c1c',
    acts: [
      confirmed('Code canadien du travail, partie II', 'Canada Labour Code, Part II', 'R.S.C. 1985, c. L-2'),
    ],
    regulations: [
      confirmed(
        'Règlement canadien sur la santé et la sécurité au travail (RCSST)',
        'Canada Occupational Health and Safety Regulations (COHSR)',
        'SOR/86-304 / DORS/86-304',
      ),
    ],
  },
];

/** The 14 Canadian jurisdictions: the 13 provinces and territories, then the federal jurisdiction. */
export const CANADIAN_INFO: readonly CanadianJurisdictionInfo[] = CANADA;

/** All 25 jurisdictions: the 14 Canadian ones, then the 11 countries of the international edition. */
export const JURISDICTION_INFO: readonly JurisdictionInfo[] = [...CANADA, ...INTERNATIONAL_INFO];

const BY_CODE: ReadonlyMap<string, JurisdictionInfo> = new Map(
  JURISDICTION_INFO.map((info) => [info.code, info]),
);

/** The information of one jurisdiction; throws for a code that is not one of the 25. */
export function jurisdictionInfo(code: Jurisdiction): JurisdictionInfo {
  const info = BY_CODE.get(code);
  if (!info) throw new Error(`Unknown jurisdiction: ${String(code)}`);
  return info;
}

/** French for French, English for every other language: the knowledge base's texts are in those two. */
export const sourceLanguage = (language: Language): 'fr' | 'en' => (language === 'fr' ? 'fr' : 'en');

/** An act or a regulation by its title and citation; an unconfirmed citation is left out. */
function lawName(instrument: Instrument, language: Language): string {
  const lang = sourceLanguage(language);
  if (instrument.status === 'unconfirmed') return instrument.title[lang];
  return `${instrument.title[lang]}, ${legalCitation(instrument.citation, lang)}`;
}

/** The jurisdiction's main OHS act, as the regulatory map names it. */
export function mainLaw(code: Jurisdiction, language: Language): string {
  return lawName(jurisdictionInfo(code).acts[0]!, language);
}

/**
 * The laws an analysis of a site in `code` applies (functions/core/analysis siteRegulations): the
 * jurisdiction's acts and general regulations, and in Canada the Criminal Code's due-diligence duty.
 * A federally regulated workplace also gets the federal ones; the map says so once, for all.
 */
export function analysisLaws(code: Jurisdiction, language: Language): string[] {
  const info = jurisdictionInfo(code);
  const laws = [...info.acts, ...info.regulations].map((instrument) => lawName(instrument, language));
  const canadian = (CANADIAN_JURISDICTIONS as readonly string[]).includes(code);
  return canadian ? [...laws, CRIMINAL_CODE_DUTY.title[sourceLanguage(language)]] : laws;
}

export interface DueDiligence {
  /** What due diligence means for an employer or supervisor, in plain terms. */
  explanation: Bilingual;
  /** The enacting bill: Bill C-45 (37th Parliament), S.C. 2003, c. 21, in force 2004-03-31. */
  enactedBy: { bill: string; citation: string; inForce: string; quebecName: string };
  citations: readonly Citation[];
}

const DUE_DILIGENCE_CRIMINAL = t(
  "La diligence raisonnable consiste à prendre toutes les précautions raisonnables, selon les circonstances, pour prévenir les accidents : identifier les dangers, mettre en place les mesures de prévention, former, superviser, faire respecter les règles et documenter le tout. En droit criminel, l'article 217.1 du Code criminel impose à quiconque dirige l'accomplissement d'un travail, ou est habilité à le faire, de prendre les mesures voulues pour éviter qu'il n'en résulte des blessures corporelles; les articles 22.1 et 22.2 établissent la responsabilité des organisations. Ces dispositions ont été édictées par le projet de loi C-45 (37e législature), L.C. 2003, ch. 21, en vigueur le 31 mars 2004, que les sources québécoises appellent souvent « loi C-21 » (d'après son numéro de chapitre).",
  'Due diligence means taking every precaution reasonable in the circumstances to prevent accidents: identifying hazards, putting prevention measures in place, training, supervising, enforcing the rules and documenting it all. Under criminal law, section 217.1 of the Criminal Code requires everyone who undertakes, or has the authority, to direct how another person does work to take reasonable steps to prevent bodily harm; sections 22.1 and 22.2 set out the liability of organizations. These provisions were enacted by Bill C-45 (37th Parliament), S.C. 2003, c. 21, in force March 31, 2004 (Quebec sources often call it "loi C-21", after its chapter number).',
);
const join = (first: Bilingual, second: Bilingual): Bilingual =>
  t(`${first.fr} ${second.fr}`, `${first.en} ${second.en}`);

const ENACTED_BY: DueDiligence['enactedBy'] = {
  bill: 'Bill C-45 (37th Parliament)',
  citation: 'S.C. 2003, c. 21',
  inForce: '2004-03-31',
  quebecName: 'loi C-21',
};

/** Criminal Code s. 217.1 and ss. 22.1-22.2: everywhere in Canada, provincially regulated workplaces included. */
export const CRIMINAL_CODE_DUE_DILIGENCE: Citation = {
  jurisdiction: 'FEDERAL',
  instrument: 'Criminal Code (as amended by Bill C-45, S.C. 2003, c. 21)',
  articles: 's. 217.1; ss. 22.1-22.2',
  subject: 'duty-directs-work-take-reasonable-steps',
  status: 'confirmed',
};

/**
 * Criminal Code s. 217.1 as a law of every Canadian analysis, with its official text on Justice
 * Canada's Justice Laws website (the Criminal Code is R.S.C. 1985, c. C-46).
 */
export const CRIMINAL_CODE_DUTY: { title: Bilingual; url: Bilingual } = {
  title: t(
    'Code criminel, art. 217.1 (édicté par le projet de loi C-45, L.C. 2003, ch. 21)',
    'Criminal Code, s. 217.1 (enacted by Bill C-45, S.C. 2003, c. 21)',
  ),
  url: t(
    'https://laws-lois.justice.gc.ca/fra/lois/C-46/section-217.1.html',
    'https://laws-lois.justice.gc.ca/eng/acts/C-46/section-217.1.html',
  ),
};

/** Canada Labour Code s. 148(4): the due-diligence defence of federally regulated workplaces only. */
export const CANADA_LABOUR_CODE_DUE_DILIGENCE: Citation = {
  jurisdiction: 'FEDERAL',
  instrument: 'Canada Labour Code, R.S.C. 1985, c. L-2, Part II',
  articles: 's. 148(4)',
  subject: 'due-diligence-defence',
  status: 'confirmed',
};

/**
 * Due diligence in Canada (criminal and regulatory), every citation: the Canada Labour Code's applies
 * to federally regulated workplaces only, so an analysis takes dueDiligenceFor(context)
 * (citation-selection.ts), which keeps it for those.
 */
export const DUE_DILIGENCE: DueDiligence = {
  explanation: join(
    DUE_DILIGENCE_CRIMINAL,
    t(
      'En droit réglementaire, la diligence raisonnable est aussi un moyen de défense : par exemple, le paragraphe 148(4) du Code canadien du travail.',
      'Under regulatory law, due diligence is also a defence: for example, subsection 148(4) of the Canada Labour Code.',
    ),
  ),
  enactedBy: ENACTED_BY,
  citations: [CRIMINAL_CODE_DUE_DILIGENCE, CANADA_LABOUR_CODE_DUE_DILIGENCE],
};

/** Due diligence for a provincially or territorially regulated workplace: the Criminal Code only. */
export const PROVINCIAL_DUE_DILIGENCE: DueDiligence = {
  explanation: join(
    DUE_DILIGENCE_CRIMINAL,
    t(
      'En droit réglementaire, la diligence raisonnable est aussi un moyen de défense contre une infraction à la loi sur la santé et la sécurité du travail qui régit le lieu de travail.',
      'Under regulatory law, due diligence is also a defence to an offence under the occupational health and safety legislation that governs the workplace.',
    ),
  ),
  enactedBy: ENACTED_BY,
  citations: [CRIMINAL_CODE_DUE_DILIGENCE],
};
