import type { Bilingual, JurisdictionInfo } from './types';

/**
 * The 11 countries of the international edition: each framework's acts and regulations by their
 * official titles, with no article number that is not confirmed; websites are the regulators'
 * official hosts.
 */

type Instrument = JurisdictionInfo['acts'][number];

const t = (fr: string, en: string): Bilingual => ({ fr, en });
const text = (fr: string, en: string, citation: string): Instrument => ({
  title: t(fr, en),
  citation,
  status: 'confirmed',
});

export const INTERNATIONAL_INFO: JurisdictionInfo[] = [
  {
    code: 'US',
    name: t('États-Unis', 'United States'),
    regulator: t(
      'OSHA (Occupational Safety and Health Administration)',
      'OSHA (Occupational Safety and Health Administration)',
    ),
    website: 'osha.gov',
    acts: [
      text(
        'Occupational Safety and Health Act de 1970',
        'Occupational Safety and Health Act of 1970',
        'OSH Act of 1970',
      ),
    ],
    regulations: [
      text('29 CFR 1910 (industrie générale)', '29 CFR 1910 (general industry)', '29 CFR Part 1910'),
      text('29 CFR 1926 (construction)', '29 CFR 1926 (construction)', '29 CFR Part 1926'),
    ],
  },
  {
    code: 'FR',
    name: t('France', 'France'),
    regulator: t(
      'Inspection du travail (DREETS); INRS (prévention)',
      'Labour inspectorate (DREETS); INRS (prevention)',
    ),
    website: 'travail-emploi.gouv.fr',
    acts: [
      text(
        'Code du travail, quatrième partie (Santé et sécurité au travail)',
        'Labour Code, Part Four (Occupational health and safety)',
        'Code du travail, partie 4',
      ),
    ],
    regulations: [
      text(
        "Document unique d'évaluation des risques professionnels (DUERP)",
        'Single occupational risk assessment document (DUERP)',
        'Code du travail, art. R4121-1',
      ),
    ],
  },
  {
    code: 'DE',
    name: t('Allemagne', 'Germany'),
    regulator: t(
      'Inspections du travail des Länder; Berufsgenossenschaften (DGUV)',
      'Länder labour inspectorates; Berufsgenossenschaften (DGUV)',
    ),
    website: 'dguv.de',
    acts: [
      text(
        'Arbeitsschutzgesetz (loi sur la protection au travail), § 5 : évaluation des risques',
        'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment',
        'ArbSchG',
      ),
    ],
    regulations: [
      text(
        'Betriebssicherheitsverordnung (sécurité des équipements de travail)',
        'Betriebssicherheitsverordnung (Industrial Safety Regulation)',
        'BetrSichV',
      ),
      text(
        'Arbeitsstättenverordnung (lieux de travail)',
        'Arbeitsstättenverordnung (Workplaces Ordinance)',
        'ArbStättV',
      ),
      text(
        'DGUV Vorschriften (règles de prévention des assureurs)',
        'DGUV Vorschriften (accident insurance regulations)',
        'DGUV Vorschriften',
      ),
    ],
  },
  {
    code: 'GB',
    name: t('Royaume-Uni', 'United Kingdom'),
    regulator: t('HSE (Health and Safety Executive)', 'HSE (Health and Safety Executive)'),
    website: 'hse.gov.uk',
    acts: [
      text('Health and Safety at Work etc. Act 1974', 'Health and Safety at Work etc. Act 1974', 'HSWA 1974'),
    ],
    regulations: [
      text(
        'Management of Health and Safety at Work Regulations 1999 (reg. 3 : évaluation des risques)',
        'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)',
        'MHSWR 1999',
      ),
      text(
        'Work at Height Regulations 2005',
        'Work at Height Regulations 2005',
        'Work at Height Regulations 2005',
      ),
      text(
        'Provision and Use of Work Equipment Regulations 1998',
        'Provision and Use of Work Equipment Regulations 1998',
        'PUWER 1998',
      ),
      text(
        'Control of Substances Hazardous to Health Regulations 2002',
        'Control of Substances Hazardous to Health Regulations 2002',
        'COSHH 2002',
      ),
      text(
        'Control of Noise at Work Regulations 2005',
        'Control of Noise at Work Regulations 2005',
        'Control of Noise at Work Regulations 2005',
      ),
      text(
        'Manual Handling Operations Regulations 1992',
        'Manual Handling Operations Regulations 1992',
        'Manual Handling Operations Regulations 1992',
      ),
      text(
        'Confined Spaces Regulations 1997',
        'Confined Spaces Regulations 1997',
        'Confined Spaces Regulations 1997',
      ),
    ],
  },
  {
    code: 'ES',
    name: t('Espagne', 'Spain'),
    regulator: t(
      'Inspección de Trabajo y Seguridad Social; INSST',
      'Inspección de Trabajo y Seguridad Social; INSST',
    ),
    website: 'insst.es',
    acts: [
      text(
        'Ley 31/1995 de Prevención de Riesgos Laborales',
        'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)',
        'Ley 31/1995',
      ),
    ],
    regulations: [
      text(
        'Real Decreto 39/1997 (services de prévention)',
        'Real Decreto 39/1997 (prevention services)',
        'RD 39/1997',
      ),
    ],
  },
  {
    code: 'IT',
    name: t('Italie', 'Italy'),
    regulator: t('Ispettorato Nazionale del Lavoro; INAIL', 'Ispettorato Nazionale del Lavoro; INAIL'),
    website: 'ispettorato.gov.it',
    acts: [
      text(
        "D.Lgs. 81/2008 (Testo unico), document d'évaluation des risques (DVR) aux arts. 17 et 28",
        'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28',
        'D.Lgs. 81/2008',
      ),
    ],
    regulations: [],
  },
  {
    code: 'MX',
    name: t('Mexique', 'Mexico'),
    regulator: t(
      'STPS (Secretaría del Trabajo y Previsión Social)',
      'STPS (Secretaría del Trabajo y Previsión Social)',
    ),
    website: 'gob.mx/stps',
    acts: [
      text(
        'Ley Federal del Trabajo',
        'Ley Federal del Trabajo (Federal Labour Law)',
        'Ley Federal del Trabajo',
      ),
    ],
    regulations: [
      text(
        'Reglamento Federal de Seguridad y Salud en el Trabajo',
        'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)',
        'Reglamento Federal de Seguridad y Salud en el Trabajo',
      ),
      text(
        'NOM-009-STPS-2011 (travaux en hauteur)',
        'NOM-009-STPS-2011 (work at height)',
        'NOM-009-STPS-2011',
      ),
      text('NOM-004-STPS-1999 (machines)', 'NOM-004-STPS-1999 (machinery)', 'NOM-004-STPS-1999'),
      text('NOM-011-STPS-2001 (bruit)', 'NOM-011-STPS-2001 (noise)', 'NOM-011-STPS-2001'),
      text('NOM-017-STPS-2008 (EPI)', 'NOM-017-STPS-2008 (PPE)', 'NOM-017-STPS-2008'),
    ],
  },
  {
    code: 'BR',
    name: t('Brésil', 'Brazil'),
    regulator: t(
      'Ministério do Trabalho e Emprego',
      'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)',
    ),
    website: 'gov.br/trabalho-e-emprego',
    acts: [
      text(
        'CLT, chapitre V (sécurité et médecine du travail)',
        'CLT, Chapter V (occupational safety and medicine)',
        'CLT, Capítulo V',
      ),
    ],
    regulations: [
      text('NR-1 (gestion des risques, PGR)', 'NR-1 (risk management, PGR)', 'NR-1'),
      text('NR-6 (EPI)', 'NR-6 (PPE)', 'NR-6'),
      text('NR-10 (électricité)', 'NR-10 (electricity)', 'NR-10'),
      text('NR-12 (machines et équipements)', 'NR-12 (machinery and equipment)', 'NR-12'),
      text('NR-17 (ergonomie)', 'NR-17 (ergonomics)', 'NR-17'),
      text('NR-33 (espaces clos)', 'NR-33 (confined spaces)', 'NR-33'),
      text('NR-35 (travail en hauteur)', 'NR-35 (work at height)', 'NR-35'),
    ],
  },
  {
    code: 'CN',
    name: t('Chine', 'China'),
    regulator: t(
      'Ministère de la Gestion des urgences; Commission nationale de la santé',
      'Ministry of Emergency Management; National Health Commission',
    ),
    website: 'mem.gov.cn',
    acts: [
      text(
        'Loi sur la sécurité au travail (révisée en 2021)',
        'Work Safety Law (revised 2021)',
        'Work Safety Law (2021)',
      ),
      text(
        'Loi sur la prévention et le contrôle des maladies professionnelles',
        'Law on the Prevention and Control of Occupational Diseases',
        'Law on the Prevention and Control of Occupational Diseases',
      ),
    ],
    regulations: [],
  },
  {
    code: 'JP',
    name: t('Japon', 'Japan'),
    regulator: t(
      "MHLW (ministère de la Santé, du Travail et des Affaires sociales); bureaux d'inspection des normes du travail",
      'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices',
    ),
    website: 'mhlw.go.jp',
    acts: [
      text(
        'Loi sur la sécurité et la santé industrielles (loi no 57 de 1972)',
        'Industrial Safety and Health Act (Act No. 57 of 1972)',
        'Act No. 57 of 1972',
      ),
    ],
    regulations: [
      text(
        'Ordonnance sur la sécurité et la santé industrielles',
        'Ordinance on Industrial Safety and Health',
        'Ordinance on Industrial Safety and Health',
      ),
    ],
  },
  {
    code: 'AU',
    name: t('Australie', 'Australia'),
    regulator: t(
      'Safe Work Australia; organismes de réglementation des États et territoires',
      'Safe Work Australia; state and territory regulators',
    ),
    website: 'safeworkaustralia.gov.au',
    acts: [
      text(
        'Model Work Health and Safety Act 2011',
        'Model Work Health and Safety Act 2011',
        'Model WHS Act 2011',
      ),
      text(
        'Occupational Health and Safety Act 2004 (Victoria)',
        'Occupational Health and Safety Act 2004 (Victoria)',
        'OHS Act 2004 (Vic)',
      ),
    ],
    regulations: [
      text(
        'Model Work Health and Safety Regulations',
        'Model Work Health and Safety Regulations',
        'Model WHS Regulations',
      ),
      text(
        'Code de pratique « How to manage work health and safety risks »',
        'Code of Practice: How to manage work health and safety risks',
        'Code of Practice: How to manage work health and safety risks',
      ),
    ],
  },
];
